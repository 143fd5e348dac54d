import type { TDeps } from '../../deps.ts'
import { moduleRoutes } from '../../lib/module-routes.ts'
import { receiptsRoutes } from './routes.ts'
import { createReceiptsService } from './service.ts'

/** Receipts of payments, refunds and payouts, as a page's JSON and as a PDF. */
export function createReceiptsModule(deps: TDeps) {
  return { routes: moduleRoutes(receiptsRoutes, { service: createReceiptsService(deps) }) }
}

// What other modules use of this one (decision 029: they import only this file).
export { pdfSafe } from './pdf.ts'
