import { listingEndpoints } from '@demeure/shared/zod-free'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { unwrap } from '../../../lib/api-client.ts'
import { endpointUrl } from '../../../lib/call-api.ts'
import { invalidateEndpoints } from '../../../lib/endpoint-key.ts'
import { HOSTING_ENDPOINTS } from '../../../lib/hosting-endpoints.ts'
import { uploadWithProgress } from '../../../lib/upload-with-progress.ts'

type TCreated = { property_id: number; status: string }
type TCreateListing = { body: FormData; onProgress: (fraction: number) => void }

/**
 * POST /api/properties/: the listing, its photos, availability and videos in one all-or-nothing
 * request, sent with upload progress. The host's lists and dashboard are fetched again after.
 */
export function useCreateListing() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ body, onProgress }: TCreateListing) =>
      unwrap(
        await uploadWithProgress<TCreated>(endpointUrl(listingEndpoints.create), body, {
          method: 'POST',
          onProgress,
        }),
      ),
    onSuccess: async () => {
      await invalidateEndpoints(queryClient, ...HOSTING_ENDPOINTS)
    },
  })
}
