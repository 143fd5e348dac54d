import { accountEndpoints } from '@demeure/shared/zod-free'
import { useMutation } from '@tanstack/react-query'
import { unwrap } from '../../../lib/api-client.ts'
import { callApi } from '../../../lib/call-api.ts'

type TChangePassword = { current_password: string; new_password: string }

/** POST /api/change-password/. The server then revokes the user's other sessions. */
export function useChangePassword() {
  return useMutation({
    mutationFn: async (body: TChangePassword) =>
      unwrap(await callApi(accountEndpoints.changePassword, { auth: true, body })),
  })
}
