import { bookingEndpoints, stayEndpoints } from '@demeure/shared/zod-free'
import { QueryClient, QueryObserver } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { endpointKey, endpointPagesKey, invalidateEndpoints } from './endpoint-key.ts'

describe('endpointKey', () => {
  it('starts with the endpoint, then its params (as the path writes them), then its query', () => {
    expect(endpointKey(bookingEndpoints.detail, { id: 7 })).toEqual(['GET /api/bookings/:id/', { id: '7' }])
    expect(endpointKey(bookingEndpoints.list, undefined, { role: 'guest' })).toEqual([
      'GET /api/bookings/',
      {},
      { role: 'guest' },
    ])
    expect(endpointKey(bookingEndpoints.list)).toEqual(['GET /api/bookings/'])
  })

  it('gives two hooks that read one endpoint one entry, and another endpoint another', async () => {
    const client = new QueryClient()
    let calls = 0
    const read = (id: number | string) =>
      client.fetchQuery({
        queryKey: endpointKey(stayEndpoints.lease, { id }),
        queryFn: () => ++calls,
        staleTime: Number.POSITIVE_INFINITY,
      })
    // Say the renter's section asks with a number and the host's with the URL's string.
    expect(await read(7)).toBe(1)
    expect(await read('7')).toBe(1)
    expect(client.getQueryCache().getAll()).toHaveLength(1)
    await client.fetchQuery({ queryKey: endpointKey(stayEndpoints.rent, { id: 7 }), queryFn: () => 'rent' })
    expect(client.getQueryCache().getAll()).toHaveLength(2)
  })

  it('keeps a paged read apart from a plain read of the same endpoint and query', () => {
    const query = { role: 'guest' }
    expect(endpointPagesKey(bookingEndpoints.list, undefined, query)).not.toEqual(
      endpointKey(bookingEndpoints.list, undefined, query),
    )
  })
})

describe('invalidateEndpoints', () => {
  /** A client holding fresh entries of these keys, each watched as a screen would. */
  async function cacheWith(keys: readonly (readonly unknown[])[]) {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } } })
    const fetches = new Map<string, number>()
    const stops: (() => void)[] = []
    for (const queryKey of keys) {
      const name = JSON.stringify(queryKey)
      const queryFn = () => {
        fetches.set(name, (fetches.get(name) ?? 0) + 1)
        return name
      }
      await client.fetchQuery({ queryKey, queryFn })
      stops.push(new QueryObserver(client, { queryKey, queryFn }).subscribe(() => {}))
    }
    return {
      client,
      fetches,
      stop: () => {
        for (const stop of stops) stop()
      },
    }
  }

  it('refreshes every entry of the endpoint, whatever its params and query, and leaves the others alone', async () => {
    const hostList = endpointPagesKey(bookingEndpoints.hostList, undefined, { status: 'pending' })
    const oneStay = endpointKey(bookingEndpoints.detail, { id: 3 })
    const otherStay = endpointKey(bookingEndpoints.detail, { id: 4 })
    const renterList = endpointKey(bookingEndpoints.list, undefined, { role: 'guest' })
    const lease = endpointKey(stayEndpoints.lease, { id: 3 })
    const { client, fetches, stop } = await cacheWith([hostList, oneStay, otherStay, renterList, lease])
    // An entry no screen shows: marked stale, fetched when a screen next asks for it.
    const unseenStay = endpointKey(bookingEndpoints.detail, { id: 5 })
    await client.fetchQuery({ queryKey: unseenStay, queryFn: () => 'unseen' })

    await invalidateEndpoints(client, bookingEndpoints.detail, bookingEndpoints.hostList)

    const fetchesOf = (key: readonly unknown[]) => fetches.get(JSON.stringify(key))
    // Those on screen were fetched again, with any params or query; the other endpoints' were not.
    expect([hostList, oneStay, otherStay].map(fetchesOf)).toEqual([2, 2, 2])
    expect([renterList, lease].map(fetchesOf)).toEqual([1, 1])
    expect(client.getQueryState(unseenStay)?.isInvalidated).toBe(true)
    expect([renterList, lease].map((key) => client.getQueryState(key)?.isInvalidated)).toEqual([false, false])
    stop()
  })

  it('tells an endpoint from another whose path starts the same', async () => {
    const list = endpointKey(bookingEndpoints.list, undefined, {})
    const views = endpointKey(bookingEndpoints.documentViews, { id: 3 })
    const { client, fetches, stop } = await cacheWith([list, views])
    await invalidateEndpoints(client, bookingEndpoints.list)
    expect([list, views].map((key) => fetches.get(JSON.stringify(key)))).toEqual([2, 1])
    stop()
  })
})
