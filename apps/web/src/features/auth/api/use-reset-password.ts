import { accountEndpoints } from '@demeure/shared/zod-free'
import { useMutation } from '@tanstack/react-query'
import { unwrap } from '../../../lib/api-client.ts'
import { callApi } from '../../../lib/call-api.ts'

/** POST /api/reset-password/ with the single-use token of the e-mailed link. */
export function useResetPassword() {
  return useMutation({
    mutationFn: async (body: { token: string; password: string }) =>
      unwrap(await callApi(accountEndpoints.resetPassword, { body })),
  })
}
