import type { TProfileUpdate } from '@demeure/shared'
import { accountEndpoints } from '@demeure/shared/zod-free'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { unwrap } from '../../../lib/api-client.ts'
import { callApi } from '../../../lib/call-api.ts'
import { storeUser } from '../../../lib/session-store.ts'
import { PROFILE_QUERY_KEY } from './profile-query-key.ts'

/** PATCH /api/profile/: multipart when a picture travels with the fields, JSON otherwise. */
export function useUpdateProfile() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (changes: FormData | TProfileUpdate) =>
      unwrap(await callApi(accountEndpoints.updateProfile, { auth: true, body: changes })),
    onSuccess: (user) => {
      queryClient.setQueryData(PROFILE_QUERY_KEY, user)
      storeUser(user)
    },
  })
}
