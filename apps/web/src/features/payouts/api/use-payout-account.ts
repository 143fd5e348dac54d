import { moneyEndpoints } from '@demeure/shared/zod-free'
import { useQuery } from '@tanstack/react-query'
import { unwrap } from '../../../lib/api-client.ts'
import { callApi } from '../../../lib/call-api.ts'
import { endpointKey } from '../../../lib/endpoint-key.ts'

/** GET /api/payouts/account/: the host's payout account (or none yet) and what the provider asks for. */
export function usePayoutAccount(options: { isEnabled?: boolean } = {}) {
  return useQuery({
    queryKey: endpointKey(moneyEndpoints.payoutAccount),
    queryFn: async ({ signal }) =>
      unwrap(await callApi(moneyEndpoints.payoutAccount, { auth: true, signal })),
    enabled: options.isEnabled ?? true,
  })
}
