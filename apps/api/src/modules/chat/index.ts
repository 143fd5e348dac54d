import { moduleRoutes } from '../../lib/module-routes.ts'
import { chatRoutes } from './routes.ts'
import type { TChatToolsDeps } from './tools.ts'

/** The room finder: it searches and reads bookings through their services. */
export function createChatModule(needs: TChatToolsDeps) {
  return { routes: moduleRoutes(chatRoutes, needs) }
}
