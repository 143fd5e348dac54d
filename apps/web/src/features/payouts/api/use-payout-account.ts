import type { TPayoutAccount } from '@demeure/shared'
import { useQuery } from '@tanstack/react-query'
import { api, unwrap } from '../../../lib/api-client.ts'

export const PAYOUT_ACCOUNT_KEY = ['payouts', 'account'] as const

/** GET /api/payouts/account/: the host's payout account (or none yet) and what the provider asks for. */
export function usePayoutAccount(options: { isEnabled?: boolean } = {}) {
  return useQuery({
    queryKey: PAYOUT_ACCOUNT_KEY,
    queryFn: async ({ signal }) =>
      unwrap(await api.get<TPayoutAccount>('/api/payouts/account/', { auth: true, signal })),
    enabled: options.isEnabled ?? true,
  })
}
