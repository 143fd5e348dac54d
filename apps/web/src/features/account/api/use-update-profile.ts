import type { TProfileUpdate } from '@demeure/shared'
import { accountEndpoints } from '@demeure/shared/zod-free'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { unwrap } from '../../../lib/api-client.ts'
import { callApi } from '../../../lib/call-api.ts'
import { endpointKey } from '../../../lib/endpoint-key.ts'
import { storeUser } from '../../../lib/session-store.ts'

/** PATCH /api/profile/: multipart when a picture travels with the fields, JSON otherwise. */
export function useUpdateProfile() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (changes: FormData | TProfileUpdate) =>
      unwrap(await callApi(accountEndpoints.updateProfile, { auth: true, body: changes })),
    onSuccess: (user) => {
      queryClient.setQueryData(endpointKey(accountEndpoints.profile), user)
      storeUser(user)
    },
  })
}
