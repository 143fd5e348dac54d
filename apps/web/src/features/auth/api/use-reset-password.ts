import type { TMessage } from '@demeure/shared'
import { useMutation } from '@tanstack/react-query'
import { api, unwrap } from '../../../lib/api-client.ts'

/** POST /api/reset-password/ with the single-use token of the e-mailed link. */
export function useResetPassword() {
  return useMutation({
    mutationFn: async (body: { token: string; password: string }) =>
      unwrap(await api.post<TMessage>('/api/reset-password/', { body })),
  })
}
