import { listingEndpoints } from '@demeure/shared/zod-free'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { unwrap } from '../../../lib/api-client.ts'
import { invalidateEndpoints } from '../../../lib/endpoint-key.ts'
import { HOSTING_ENDPOINTS } from '../../../lib/hosting-endpoints.ts'
import { uploadToEndpoint } from '../../../lib/upload-with-progress.ts'

type TCreateListing = { body: FormData; onProgress: (fraction: number) => void }

/**
 * POST /api/properties/: the listing, its photos, availability and videos in one all-or-nothing
 * request, sent with upload progress. The host's lists and dashboard are fetched again after.
 */
export function useCreateListing() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ body, onProgress }: TCreateListing) =>
      unwrap(await uploadToEndpoint(listingEndpoints.create, body, { onProgress })),
    onSuccess: async () => {
      await invalidateEndpoints(queryClient, ...HOSTING_ENDPOINTS)
    },
  })
}
