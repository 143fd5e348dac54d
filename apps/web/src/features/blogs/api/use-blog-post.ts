import type { TBlogPost } from '@demeure/shared'
import { useQuery } from '@tanstack/react-query'
import { api, unwrap } from '../../../lib/api-client.ts'

/** GET /api/blogs/{id}: one post with its body; a 404 for an unknown id. */
export function useBlogPost(id: number | null) {
  return useQuery({
    queryKey: ['blogs', 'post', id],
    enabled: id !== null,
    queryFn: async ({ signal }) => unwrap(await api.get<TBlogPost>(`/api/blogs/${id}`, { signal })),
  })
}
