import type { TChatMessage } from '@demeure/shared'
import { uniqueById } from '../../../lib/unique-by-id.ts'

/**
 * A thread's pages (newest page first, each oldest first, plus live arrivals appended to the
 * newest) as one list, oldest first, each message once.
 */
export function threadMessages(pages: readonly { results: readonly TChatMessage[] }[]): TChatMessage[] {
  return uniqueById(pages.flatMap((page) => page.results)).sort((a, b) => a.id - b.id)
}
