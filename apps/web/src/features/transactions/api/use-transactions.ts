import { moneyEndpoints } from '@demeure/shared/zod-free'
import { usePagedList } from '../../../lib/use-paged-list.ts'

const PAGE_SIZE = 20

/** GET /api/transactions/: the caller's payments, refunds and payouts, newest first, page by page. */
export function useTransactions() {
  return usePagedList(moneyEndpoints.transactions, { query: { page_size: PAGE_SIZE } })
}
