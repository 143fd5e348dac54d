import { listingEndpoints } from '@demeure/shared/zod-free'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { unwrap } from '../../../lib/api-client.ts'
import { invalidateEndpoints } from '../../../lib/endpoint-key.ts'
import { HOSTING_ENDPOINTS } from '../../../lib/hosting-endpoints.ts'
import { uploadToEndpoint } from '../../../lib/upload-with-progress.ts'

type TUpdateListing = { id: number; body: FormData; onProgress: (fraction: number) => void }

/** PATCH /api/host-properties/{id}/ (multipart, with progress: new photos or a video may travel). */
export function useUpdateListing() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ id, body, onProgress }: TUpdateListing) =>
      unwrap(await uploadToEndpoint(listingEndpoints.hostUpdate, body, { params: { id }, onProgress })),
    onSuccess: () => invalidateEndpoints(queryClient, ...HOSTING_ENDPOINTS),
  })
}
