import { accountEndpoints } from '@demeure/shared/zod-free'
import { useMutation } from '@tanstack/react-query'
import { unwrap } from '../../../lib/api-client.ts'
import { callApi } from '../../../lib/call-api.ts'

/** POST /api/auth/google/ with the id_token the Google widget hands over. */
export function useGoogleLogin() {
  return useMutation({
    mutationFn: async (body: { id_token: string }) =>
      unwrap(await callApi(accountEndpoints.googleLogin, { body })),
  })
}
