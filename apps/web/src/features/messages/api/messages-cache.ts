import type { TChatMessage, TConversation } from '@demeure/shared'
import { messagingEndpoints } from '@demeure/shared/zod-free'
import type { InfiniteData, QueryClient } from '@tanstack/react-query'
import { endpointKey, invalidateEndpoints } from '../../../lib/endpoint-key.ts'
import type { TPage } from '../../../lib/page.ts'
import { isConversationOpen } from '../lib/open-conversation.ts'

/**
 * The caller's conversations (the listing page's "Message the host" refreshes them too), and one
 * thread's messages: two endpoints, so refreshing the list leaves open threads alone.
 */
const conversationLists = { queryKey: endpointKey(messagingEndpoints.conversations) }
const threadOf = (conversationId: number) => ({
  queryKey: endpointKey(messagingEndpoints.messages, { id: conversationId }),
})

export type TThreadPage = { results: TChatMessage[]; has_more: boolean }
type TThreadPages = InfiniteData<TThreadPage, number | null>
type TConversationPages = InfiniteData<TPage<TConversation>, string | null>

/** A new message (sent here, or arriving live) at the end of its thread, if that thread is loaded. */
function appendToThread(queryClient: QueryClient, message: TChatMessage) {
  queryClient.setQueriesData<TThreadPages>(threadOf(message.conversation_id), (data) => {
    const [newest, ...older] = data?.pages ?? []
    if (!data || !newest) return data
    if (data.pages.some((page) => page.results.some((item) => item.id === message.id))) return data
    return { ...data, pages: [{ ...newest, results: [...newest.results, message] }, ...older] }
  })
}

/**
 * Its conversation moves to the top of the list with the message as its preview; a message from
 * the other person counts as unread unless the conversation is on screen. Returns false when the
 * conversation is not in the loaded list (a new one).
 */
function bumpConversation(queryClient: QueryClient, message: TChatMessage): boolean {
  let isListed = false
  queryClient.setQueriesData<TConversationPages>(conversationLists, (data) => {
    const current = data?.pages
      .flatMap((page) => page.results)
      .find((item) => item.id === message.conversation_id)
    if (!data || !current) return data
    isListed = true
    const isNewUnread =
      message.sender_id === current.other.id &&
      current.last_message?.id !== message.id &&
      !isConversationOpen(current.id)
    const bumped: TConversation = {
      ...current,
      last_message: message,
      updated_at: message.created_at,
      unread_count: current.unread_count + (isNewUnread ? 1 : 0),
    }
    return {
      ...data,
      pages: data.pages.map((page, index) => {
        const others = page.results.filter((item) => item.id !== current.id)
        return { ...page, results: index === 0 ? [bumped, ...others] : others }
      }),
    }
  })
  return isListed
}

export function receiveMessage(queryClient: QueryClient, message: TChatMessage): void {
  appendToThread(queryClient, message)
  if (!bumpConversation(queryClient, message))
    void invalidateEndpoints(queryClient, messagingEndpoints.conversations)
}

export function markConversationReadInCache(queryClient: QueryClient, conversationId: number): void {
  queryClient.setQueriesData<TConversationPages>(
    conversationLists,
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((page) => ({
          ...page,
          results: page.results.map((item) =>
            item.id === conversationId && item.unread_count > 0 ? { ...item, unread_count: 0 } : item,
          ),
        })),
      },
  )
}
