import type { TProfileUpdate, TUser } from '@demeure/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, unwrap } from '../../../lib/api-client.ts'
import { storeUser } from '../../../lib/session-store.ts'
import { PROFILE_QUERY_KEY } from './profile-query-key.ts'

/** PATCH /api/profile/: multipart when a picture travels with the fields, JSON otherwise. */
export function useUpdateProfile() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (changes: FormData | TProfileUpdate) =>
      unwrap(await api.patch<TUser>('/api/profile/', { auth: true, body: changes })),
    onSuccess: (user) => {
      queryClient.setQueryData(PROFILE_QUERY_KEY, user)
      storeUser(user)
    },
  })
}
