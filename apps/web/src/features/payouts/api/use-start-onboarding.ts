import { moneyEndpoints } from '@demeure/shared/zod-free'
import { useMutation } from '@tanstack/react-query'
import { unwrap } from '../../../lib/api-client.ts'
import { callApi } from '../../../lib/call-api.ts'

/** POST /api/payouts/account/onboarding/: the host's account (opened once) and where to onboard it. */
export function useStartOnboarding() {
  return useMutation({
    mutationFn: async () => unwrap(await callApi(moneyEndpoints.startOnboarding, { auth: true })),
  })
}
