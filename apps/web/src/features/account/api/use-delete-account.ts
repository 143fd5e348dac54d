import { accountEndpoints } from '@demeure/shared/zod-free'
import { useMutation } from '@tanstack/react-query'
import { unwrap } from '../../../lib/api-client.ts'
import { callApi } from '../../../lib/call-api.ts'

/**
 * DELETE /api/users/me/ with the password, or the e-mail typed for an account made with Google (204);
 * a 409 while a paid stay is under way or to come.
 */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: async (body: { password: string } | { email: string }) =>
      unwrap(await callApi(accountEndpoints.deleteAccount, { auth: true, body })),
  })
}
