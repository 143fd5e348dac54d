import type { ZPrivacyOfficer } from '@demeure/shared'
import { useQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import { api, unwrap } from '../../../lib/api-client.ts'

/** GET /api/privacy/officer/: the contact e-mail of the person in charge of personal information. */
export function usePrivacyOfficer() {
  return useQuery({
    queryKey: ['privacy-officer'],
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async ({ signal }) =>
      unwrap(await api.get<z.infer<typeof ZPrivacyOfficer>>('/api/privacy/officer/', { signal })),
  })
}
