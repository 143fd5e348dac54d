import type { TRegisterRequest } from '@demeure/shared'
import { accountEndpoints } from '@demeure/shared/zod-free'
import { useMutation } from '@tanstack/react-query'
import { unwrap } from '../../../lib/api-client.ts'
import { callApi } from '../../../lib/call-api.ts'

/** POST /api/register/. The user logs in afterwards. */
export function useRegister() {
  return useMutation({
    mutationFn: async (body: TRegisterRequest) => unwrap(await callApi(accountEndpoints.register, { body })),
  })
}
