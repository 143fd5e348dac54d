import type { TConversation } from '@demeure/shared'
import { messagingEndpoints } from '@demeure/shared/zod-free'
import { endpointUrl } from '../../../lib/call-api.ts'
import { usePagedList } from '../../../lib/use-paged-list.ts'
import { CONVERSATIONS_KEY } from './messages-cache.ts'

const PAGE_SIZE = 20

/** GET /api/conversations/: the caller's conversations, as guest and as host, latest activity first. */
export function useConversations() {
  return usePagedList<TConversation>(CONVERSATIONS_KEY, endpointUrl(messagingEndpoints.conversations), {
    page_size: PAGE_SIZE,
  })
}
