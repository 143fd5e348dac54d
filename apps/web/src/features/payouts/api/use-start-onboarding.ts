import type { ZPayoutOnboarding } from '@demeure/shared'
import { useMutation } from '@tanstack/react-query'
import type { z } from 'zod'
import { api, unwrap } from '../../../lib/api-client.ts'

/** POST /api/payouts/account/onboarding/: the host's account (opened once) and where to onboard it. */
export function useStartOnboarding() {
  return useMutation({
    mutationFn: async () =>
      unwrap(
        await api.post<z.infer<typeof ZPayoutOnboarding>>('/api/payouts/account/onboarding/', { auth: true }),
      ),
  })
}
