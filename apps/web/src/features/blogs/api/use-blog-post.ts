import { contentEndpoints } from '@demeure/shared/zod-free'
import { useQuery } from '@tanstack/react-query'
import { unwrap } from '../../../lib/api-client.ts'
import { callApi } from '../../../lib/call-api.ts'
import { endpointKey } from '../../../lib/endpoint-key.ts'

/** GET /api/blogs/{id}: one post with its body; a 404 for an unknown id. */
export function useBlogPost(id: number | null) {
  return useQuery({
    queryKey: endpointKey(contentEndpoints.blogPost, { id: String(id) }),
    enabled: id !== null,
    queryFn: async ({ signal }) =>
      unwrap(await callApi(contentEndpoints.blogPost, { params: { id: String(id) }, signal })),
  })
}
