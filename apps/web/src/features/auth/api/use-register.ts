import type { TMessage, TRegisterRequest } from '@demeure/shared'
import { useMutation } from '@tanstack/react-query'
import { api, unwrap } from '../../../lib/api-client.ts'

/** POST /api/register/. The user logs in afterwards. */
export function useRegister() {
  return useMutation({
    mutationFn: async (body: TRegisterRequest) =>
      unwrap(await api.post<TMessage>('/api/register/', { body })),
  })
}
