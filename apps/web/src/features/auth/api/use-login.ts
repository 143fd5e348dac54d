import type { TLoginRequest, TLoginResponse } from '@demeure/shared'
import { useMutation } from '@tanstack/react-query'
import { api, unwrap } from '../../../lib/api-client.ts'

/** POST /api/login/; the answer also sets the httpOnly refresh cookie. */
export function useLogin() {
  return useMutation({
    mutationFn: async (body: TLoginRequest) =>
      unwrap(await api.post<TLoginResponse>('/api/login/', { body })),
  })
}
