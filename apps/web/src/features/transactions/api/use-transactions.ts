import { useInfiniteQuery } from '@tanstack/react-query'
import { api, unwrap } from '../../../lib/api-client.ts'
import { type TPage, toRelativeApiPath } from '../../../lib/page.ts'
import { RENTING_QUERY_KEYS } from '../../../lib/renting-query-keys.ts'
import type { TLedgerEntry } from '../lib/ledger-entry.ts'

const PAGE_SIZE = 20

/** GET /api/transactions/: the caller's payments, refunds and payouts, newest first, page by page. */
export function useTransactions() {
  return useInfiniteQuery({
    queryKey: [...RENTING_QUERY_KEYS.transactions],
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam, signal }) =>
      unwrap(
        pageParam
          ? await api.get<TPage<TLedgerEntry>>(pageParam, { auth: true, signal })
          : await api.get<TPage<TLedgerEntry>>('/api/transactions/', {
              auth: true,
              signal,
              query: { page_size: PAGE_SIZE },
            }),
      ),
    getNextPageParam: (page) => (page.next ? toRelativeApiPath(page.next) : null),
  })
}
