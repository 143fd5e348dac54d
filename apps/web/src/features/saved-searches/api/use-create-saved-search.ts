import type { TSavedSearchCreate } from '@demeure/shared'
import { favouriteEndpoints } from '@demeure/shared/zod-free'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { unwrap } from '../../../lib/api-client.ts'
import { callApi } from '../../../lib/call-api.ts'
import { SAVED_SEARCH_KEYS } from './saved-search-keys.ts'

/** POST /api/saved-searches/: saves the current filters under a name. */
export function useCreateSavedSearch() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (body: TSavedSearchCreate) =>
      unwrap(await callApi(favouriteEndpoints.createSavedSearch, { auth: true, body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SAVED_SEARCH_KEYS.list }),
  })
}
