import type { TMessage } from '@demeure/shared'
import { useMutation } from '@tanstack/react-query'
import { api, unwrap } from '../../../lib/api-client.ts'

type TChangePassword = { current_password: string; new_password: string }

/** POST /api/change-password/. The server then revokes the user's other sessions. */
export function useChangePassword() {
  return useMutation({
    mutationFn: async (body: TChangePassword) =>
      unwrap(await api.post<TMessage>('/api/change-password/', { auth: true, body })),
  })
}
