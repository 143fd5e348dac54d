import type { TUser } from '@demeure/shared'
import { useMutation } from '@tanstack/react-query'
import { api, unwrap } from '../../../lib/api-client.ts'

/** POST /api/auth/google/ with the id_token the Google widget hands over. */
export function useGoogleLogin() {
  return useMutation({
    mutationFn: async (body: { id_token: string }) =>
      unwrap(await api.post<{ access: string; user: TUser }>('/api/auth/google/', { body })),
  })
}
