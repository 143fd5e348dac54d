import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
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

/**
 * The cache's keys have one owner, the endpoint they cache (docs/decisions/029-one-door-per-module.md,
 * "Cache keys"): a key written by hand beside them would silently miss the refreshes aimed at the
 * endpoint. So outside this helper and the tests, the web app's code builds no key itself.
 */
describe('cache keys come from the endpoints', () => {
  const webSource = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
  const HELPER = path.join('lib', 'endpoint-key.ts')
  /** Names that end like a key's but are not the cache's: local storage and message catalogue keys. */
  const NOT_QUERY_KEYS = new Set([
    'STORAGE_KEYS',
    'FLASH_TOAST_KEY',
    'CHAT_CONVERSATION_KEY',
    'VISITOR_FAVOURITES_KEY',
    'POINT_KEYS',
    'EXAMPLE_KEYS',
  ])

  function sourceFiles(dir: string): string[] {
    return readdirSync(dir).flatMap((name) => {
      const file = path.join(dir, name)
      if (statSync(file).isDirectory()) return sourceFiles(file)
      return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : []
    })
  }

  /** What in a file builds a key by hand, one line per finding. */
  function handMadeKeys(source: string): string[] {
    const findings: string[] = []
    for (const [index, line] of source.split('\n').entries()) {
      const at = `${index + 1}: ${line.trim()}`
      // A key's value is the helper's: no array literal, no constant, no function of one's own.
      if (/\bqueryKey\s*:(?!\s*endpoint(?:Pages)?Key\()/.test(line)) findings.push(at)
      // The cache's own methods given a literal array as a key.
      else if (/(?:QueryData|QueryState|Queries|QueriesData)\s*(?:<[^()]*>)?\(\s*\[/.test(line))
        findings.push(at)
      const declared = line.match(/\b(?:const|let|function)\s+(\w*(?:_KEYS?|QueryKeys?))\b/)
      if (declared?.[1] && !NOT_QUERY_KEYS.has(declared[1])) findings.push(at)
    }
    return findings
  }

  it('finds the hand-made keys it is meant to find', () => {
    expect(handMadeKeys("useQuery({ queryKey: ['config'], queryFn })")).toHaveLength(1)
    expect(handMadeKeys('useQuery({ queryKey: PROFILE_QUERY_KEY, queryFn })')).toHaveLength(1)
    expect(handMadeKeys("export const ADMIN_QUERY_KEYS = { reports: ['admin', 'reports'] }")).toHaveLength(1)
    expect(handMadeKeys('export function leaseQueryKey(id: number) {')).toHaveLength(1)
    expect(handMadeKeys("queryClient.setQueryData<TUser>(['profile'], user)")).toHaveLength(1)
    expect(handMadeKeys('useQuery({ queryKey: endpointKey(accountEndpoints.profile), queryFn })')).toEqual([])
  })

  it('holds for every file of the web app', () => {
    const found = sourceFiles(webSource)
      .filter((file) => path.relative(webSource, file) !== HELPER)
      .flatMap((file) =>
        handMadeKeys(readFileSync(file, 'utf8')).map((at) => `${path.relative(webSource, file)}:${at}`),
      )
    expect(found).toEqual([])
  })
})
