import type { TChatMessage, TConversation } from '@demeure/shared'
import { messagingEndpoints } from '@demeure/shared/zod-free'
import { type InfiniteData, QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { endpointPagesKey } from '../../../lib/endpoint-key.ts'
import type { TPage } from '../../../lib/page.ts'
import { setOpenConversation } from '../lib/open-conversation.ts'
import { markConversationReadInCache, receiveMessage, type TThreadPage } from './messages-cache.ts'

// The entries useConversations and useThread read: the cache functions reach them by their endpoint.
const conversationsEntry = endpointPagesKey(messagingEndpoints.conversations, undefined, { page_size: 20 })
const threadEntry = (id: number) => endpointPagesKey(messagingEndpoints.messages, { id }, { limit: 50 })

const HOST = 'host-1'
const ME = 'guest-1'

const message = (id: number, conversation: number, sender = HOST): TChatMessage => ({
  id,
  conversation_id: conversation,
  sender_id: sender,
  body: `m${id}`,
  created_at: new Date(1_700_000_000_000 + id * 1000).toISOString(),
  hidden: [],
  payment_warning: false,
})

const conversation = (id: number, unread = 0): TConversation => ({
  id,
  property: null,
  other: { id: HOST, first_name: 'Héloïse', last_name: 'Tremblay', profile_picture_url: null, phone: null },
  role: 'guest',
  last_message: null,
  unread_count: unread,
  updated_at: new Date(1_700_000_000_000).toISOString(),
  contact_shared: false,
})

function cacheWith(conversations: TConversation[][], thread?: TChatMessage[]) {
  const client = new QueryClient()
  client.setQueryData<InfiniteData<TPage<TConversation>, string | null>>(conversationsEntry, {
    pages: conversations.map((results) => ({ count: 3, next: null, previous: null, results })),
    pageParams: conversations.map(() => null),
  })
  if (thread) {
    client.setQueryData<InfiniteData<TThreadPage, number | null>>(threadEntry(1), {
      pages: [{ results: thread, has_more: false }],
      pageParams: [null],
    })
  }
  return client
}

const listed = (client: QueryClient) =>
  client
    .getQueryData<InfiniteData<TPage<TConversation>>>(conversationsEntry)
    ?.pages.map((page) =>
      page.results.map((item) => [item.id, item.unread_count, item.last_message?.id ?? null]),
    )
const threadIds = (client: QueryClient) =>
  client.getQueryData<InfiniteData<TThreadPage>>(threadEntry(1))?.pages[0]?.results.map((item) => item.id)

describe('receiveMessage', () => {
  it('appends to the loaded thread once, however many times it arrives', () => {
    const client = cacheWith([[conversation(1)]], [message(1, 1)])
    receiveMessage(client, message(2, 1))
    receiveMessage(client, message(2, 1))
    expect(threadIds(client)).toEqual([1, 2])
  })

  it('moves the conversation to the top (even from a later page) and counts the other person’s message', () => {
    const client = cacheWith([[conversation(5), conversation(4)], [conversation(1, 2)]])
    receiveMessage(client, message(9, 1))
    expect(listed(client)).toEqual([
      [
        [1, 3, 9],
        [5, 0, null],
        [4, 0, null],
      ],
      [],
    ])
    // The same message again (another tab, a send answer) is not counted twice.
    receiveMessage(client, message(9, 1))
    expect(listed(client)?.[0]?.[0]).toEqual([1, 3, 9])
  })

  it('does not count my own messages, nor those of the conversation on screen', () => {
    const client = cacheWith([[conversation(1), conversation(2)]])
    receiveMessage(client, message(3, 2, ME))
    setOpenConversation(1)
    receiveMessage(client, message(4, 1))
    setOpenConversation(null)
    expect(listed(client)).toEqual([
      [
        [1, 0, 4],
        [2, 0, 3],
      ],
    ])
  })

  it('refreshes the list when the conversation is not in it (a new one)', () => {
    const client = cacheWith([[conversation(1)]])
    receiveMessage(client, message(7, 42))
    expect(client.getQueryState(conversationsEntry)?.isInvalidated).toBe(true)
  })

  it('leaves an unloaded thread alone', () => {
    const client = cacheWith([[conversation(1)]])
    receiveMessage(client, message(2, 1))
    expect(client.getQueryData(threadEntry(1))).toBeUndefined()
  })
})

describe('markConversationReadInCache', () => {
  it('clears that conversation’s unread count only', () => {
    const client = cacheWith([[conversation(1, 4), conversation(2, 1)]])
    markConversationReadInCache(client, 1)
    expect(listed(client)).toEqual([
      [
        [1, 0, null],
        [2, 1, null],
      ],
    ])
  })
})
