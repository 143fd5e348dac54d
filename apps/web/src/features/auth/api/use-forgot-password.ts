import { accountEndpoints } from '@demeure/shared/zod-free'
import { useMutation } from '@tanstack/react-query'
import { unwrap } from '../../../lib/api-client.ts'
import { callApi } from '../../../lib/call-api.ts'

/** POST /api/forgot-password/: answers 200 whether or not the account exists. */
export function useForgotPassword() {
  return useMutation({
    mutationFn: async (body: { email: string }) =>
      unwrap(await callApi(accountEndpoints.forgotPassword, { body })),
  })
}
