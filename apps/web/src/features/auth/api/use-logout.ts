import { accountEndpoints } from '@demeure/shared/zod-free'
import { useMutation } from '@tanstack/react-query'
import { unwrap } from '../../../lib/api-client.ts'
import { callApi } from '../../../lib/call-api.ts'

/** POST /api/logout/: revokes the refresh token on the server (204). */
export function useLogout() {
  return useMutation({
    mutationFn: async () => unwrap(await callApi(accountEndpoints.logout, { auth: true })),
  })
}
