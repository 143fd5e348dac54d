import { messagingEndpoints } from '@demeure/shared/zod-free'
import { usePagedList } from '../../../lib/use-paged-list.ts'

const PAGE_SIZE = 20

/** GET /api/conversations/: the caller's conversations, as guest and as host, latest activity first. */
export function useConversations() {
  return usePagedList(messagingEndpoints.conversations, { query: { page_size: PAGE_SIZE } })
}
