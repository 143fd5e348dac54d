import { moneyEndpoints } from '@demeure/shared/zod-free'
import { endpointUrl } from '../../../lib/call-api.ts'
import { RENTING_QUERY_KEYS } from '../../../lib/renting-query-keys.ts'
import { usePagedList } from '../../../lib/use-paged-list.ts'
import type { TLedgerEntry } from '../lib/ledger-entry.ts'

const PAGE_SIZE = 20

/** GET /api/transactions/: the caller's payments, refunds and payouts, newest first, page by page. */
export function useTransactions() {
  return usePagedList<TLedgerEntry>(
    [...RENTING_QUERY_KEYS.transactions],
    endpointUrl(moneyEndpoints.transactions),
    {
      page_size: PAGE_SIZE,
    },
  )
}
