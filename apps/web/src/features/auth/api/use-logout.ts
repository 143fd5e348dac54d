import { useMutation } from '@tanstack/react-query'
import { api, unwrap } from '../../../lib/api-client.ts'

/** POST /api/logout/: revokes the refresh token on the server (204). */
export function useLogout() {
  return useMutation({
    mutationFn: async () => unwrap(await api.post<null>('/api/logout/', { auth: true })),
  })
}
