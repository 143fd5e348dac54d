import type { TNotification } from '@demeure/shared'
import { messagingEndpoints } from '@demeure/shared/zod-free'
import { type InfiniteData, QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { endpointPagesKey } from '../../../lib/endpoint-key.ts'
import type { TPage } from '../../../lib/page.ts'
import {
  markAllReadInCache,
  markReadInCache,
  notificationsQuery,
  prependNotification,
  type TNotificationFilter,
} from './notifications-cache.ts'

// The entry useNotifications reads for a filter.
const listEntry = (filter: TNotificationFilter) =>
  endpointPagesKey(messagingEndpoints.notifications, undefined, notificationsQuery(filter))

const notice = (id: number, is_read = false): TNotification => ({
  id,
  kind: 'message_received',
  title: `t${id}`,
  body: 'b',
  link: null,
  is_read,
  created_at: new Date(1_700_000_000_000 + id).toISOString(),
})

function cacheWith(lists: Partial<Record<TNotificationFilter, TNotification[][]>>) {
  const client = new QueryClient()
  for (const [filter, pages] of Object.entries(lists)) {
    client.setQueryData<InfiniteData<TPage<TNotification>, string | null>>(
      listEntry(filter as TNotificationFilter),
      {
        pages: pages.map((results) => ({ count: results.length, next: null, previous: null, results })),
        pageParams: pages.map(() => null),
      },
    )
  }
  return client
}

const shown = (client: QueryClient, filter: TNotificationFilter) =>
  client
    .getQueryData<InfiniteData<TPage<TNotification>>>(listEntry(filter))
    ?.pages.map((page) => page.results.map((item) => `${item.id}${item.is_read ? 'r' : ''}`))

describe('notifications cache', () => {
  it('puts a new notice on top of every loaded list, once', () => {
    const client = cacheWith({ all: [[notice(2, true), notice(1)], [notice(0)]], unread: [[notice(1)]] })
    prependNotification(client, notice(3))
    prependNotification(client, notice(3))
    expect(shown(client, 'all')).toEqual([['3', '2r', '1'], ['0']])
    expect(shown(client, 'unread')).toEqual([['3', '1']])
    expect(client.getQueryData<InfiniteData<TPage<TNotification>>>(listEntry('all'))?.pages[0]?.count).toBe(3)
  })

  it('marks one or all as read in place, in every list', () => {
    const client = cacheWith({ all: [[notice(2), notice(1)]], unread: [[notice(2), notice(1)]] })
    markReadInCache(client, 1)
    expect(shown(client, 'all')).toEqual([['2', '1r']])
    expect(shown(client, 'unread')).toEqual([['2', '1r']])
    markAllReadInCache(client)
    expect(shown(client, 'unread')).toEqual([['2r', '1r']])
  })
})
