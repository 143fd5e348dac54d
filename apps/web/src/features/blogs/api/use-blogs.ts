import type { TBlogCard } from '@demeure/shared'
import { contentEndpoints } from '@demeure/shared/zod-free'
import { useInfiniteQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { api, unwrap } from '../../../lib/api-client.ts'
import { callApi } from '../../../lib/call-api.ts'
import { endpointPagesKey } from '../../../lib/endpoint-key.ts'
import { type TPage, toRelativeApiPath } from '../../../lib/page.ts'

const PAGE_SIZE = 12

/** GET /api/blogs: the posts in the reader's language, newest first, a page at a time. */
export function useBlogs() {
  const { i18n } = useTranslation()
  return useInfiniteQuery({
    // The posts are the reader's language's: another language is another answer.
    queryKey: endpointPagesKey(contentEndpoints.blogs, undefined, {
      page_size: PAGE_SIZE,
      language: i18n.resolvedLanguage,
    }),
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam, signal }) =>
      unwrap(
        pageParam
          ? await api.get<TPage<TBlogCard>>(pageParam, { signal })
          : await callApi(contentEndpoints.blogs, { query: { page_size: PAGE_SIZE }, signal }),
      ),
    getNextPageParam: (page) => (page.next ? toRelativeApiPath(page.next) : null),
  })
}
