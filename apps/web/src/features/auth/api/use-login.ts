import type { TLoginRequest } from '@demeure/shared'
import { accountEndpoints } from '@demeure/shared/zod-free'
import { useMutation } from '@tanstack/react-query'
import { unwrap } from '../../../lib/api-client.ts'
import { callApi } from '../../../lib/call-api.ts'

/** POST /api/login/; the answer also sets the httpOnly refresh cookie. */
export function useLogin() {
  return useMutation({
    mutationFn: async (body: TLoginRequest) => unwrap(await callApi(accountEndpoints.login, { body })),
  })
}
