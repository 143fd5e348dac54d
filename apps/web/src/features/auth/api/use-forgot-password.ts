import type { TMessage } from '@demeure/shared'
import { useMutation } from '@tanstack/react-query'
import { api, unwrap } from '../../../lib/api-client.ts'

/** POST /api/forgot-password/: answers 200 whether or not the account exists. */
export function useForgotPassword() {
  return useMutation({
    mutationFn: async (body: { email: string }) =>
      unwrap(await api.post<TMessage>('/api/forgot-password/', { body })),
  })
}
