import { describe, expect, it, vi } from 'vitest'
import { startLiveConnection, type TEventSourceLike, type TLiveEvent } from './live-connection.ts'

/** A stand-in EventSource the test drives by hand. */
class FakeSource implements TEventSourceLike {
  readonly listeners = new Map<string, (event: MessageEvent) => void>()
  onerror: ((event: Event) => void) | null = null
  isClosed = false
  constructor(readonly url: string) {}
  addEventListener(name: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(name, listener)
  }
  close() {
    this.isClosed = true
  }
  emit(name: string, data: unknown) {
    this.listeners.get(name)?.({ data: JSON.stringify(data) } as MessageEvent)
  }
  fail() {
    this.onerror?.(new Event('error'))
  }
}

/** A connection with fake tickets, sources and timers; `flush` lets pending promises settle. */
function setUp(tickets: Array<string | null> = ['t1', 't2', 't3', 't4']) {
  const sources: FakeSource[] = []
  const events: TLiveEvent[] = []
  const connections: boolean[] = []
  const timers: Array<{ ms: number; run: () => void; isCancelled: boolean }> = []
  const fetchTicket = vi.fn(async () => (tickets.length > 0 ? (tickets.shift() ?? null) : 'later'))
  const connection = startLiveConnection({
    fetchTicket,
    open: (url) => {
      const source = new FakeSource(url)
      sources.push(source)
      return source
    },
    onEvent: (event) => events.push(event),
    onConnected: (isReconnect) => connections.push(isReconnect),
    random: () => 1,
    setTimer: (run, ms) => {
      const timer = { ms, run, isCancelled: false }
      timers.push(timer)
      return () => {
        timer.isCancelled = true
      }
    },
  })
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0))
  const runTimer = async () => {
    const timer = timers.at(-1)
    if (!timer || timer.isCancelled) throw new Error('no pending timer')
    timer.run()
    await flush()
  }
  return { connection, sources, events, connections, timers, fetchTicket, flush, runTimer }
}

describe('startLiveConnection', () => {
  it('opens the stream with a ticket and hands over the named events', async () => {
    const { sources, events, flush } = setUp(['a b+c'])
    await flush()
    expect(sources.map((source) => source.url)).toEqual(['/api/events/?ticket=a%20b%2Bc'])
    sources[0]?.emit('unread', { notifications: 2, messages: 1 })
    sources[0]?.emit('message', { id: 7 })
    expect(events).toEqual([
      { name: 'unread', data: { notifications: 2, messages: 1 } },
      { name: 'message', data: { id: 7 } },
    ])
  })

  it('listens to every event the server sends', async () => {
    const { sources, flush } = setUp()
    await flush()
    expect([...(sources[0]?.listeners.keys() ?? [])].sort()).toEqual(
      ['booking', 'message', 'notification', 'unread', 'visit'].sort(),
    )
  })

  it('drops an event whose data is not JSON', async () => {
    const { sources, events, flush } = setUp()
    await flush()
    sources[0]?.listeners.get('unread')?.({ data: '{oops' } as MessageEvent)
    expect(events).toEqual([])
  })

  it('drops an event whose data is not an object', async () => {
    const { sources, events, flush } = setUp()
    await flush()
    for (const data of [null, 3, 'text']) sources[0]?.emit('booking', data)
    expect(events).toEqual([])
  })

  it('on an error, closes the stream and comes back with a new ticket after a growing wait', async () => {
    const { sources, timers, fetchTicket, flush, runTimer } = setUp()
    await flush()
    sources[0]?.fail()
    expect(sources[0]?.isClosed).toBe(true)
    expect(timers.map((timer) => timer.ms)).toEqual([1000])
    await runTimer()
    expect(fetchTicket).toHaveBeenCalledTimes(2)
    expect(sources[1]?.url).toBe('/api/events/?ticket=t2')
    sources[1]?.fail()
    expect(timers.map((timer) => timer.ms)).toEqual([1000, 2000])
  })

  it('waits from the start again once a new stream delivers, and says it is a reconnection', async () => {
    const { sources, timers, connections, flush, runTimer } = setUp()
    await flush()
    sources[0]?.emit('unread', {})
    sources[0]?.fail()
    await runTimer()
    sources[1]?.fail()
    await runTimer()
    sources[2]?.emit('unread', {})
    sources[2]?.fail()
    expect(timers.map((timer) => timer.ms)).toEqual([1000, 2000, 1000])
    expect(connections).toEqual([false, true])
  })

  it('retries later when no ticket can be had', async () => {
    const { sources, timers, flush, runTimer } = setUp([null, null, 'ok'])
    await flush()
    expect(sources).toEqual([])
    expect(timers.map((timer) => timer.ms)).toEqual([1000])
    await runTimer()
    expect(timers.map((timer) => timer.ms)).toEqual([1000, 2000])
    await runTimer()
    expect(sources.map((source) => source.url)).toEqual(['/api/events/?ticket=ok'])
  })

  it('stop closes the stream, cancels a pending retry and ignores late answers', async () => {
    const open = setUp()
    await open.flush()
    open.connection.stop()
    expect(open.sources[0]?.isClosed).toBe(true)

    const waiting = setUp([null])
    await waiting.flush()
    waiting.connection.stop()
    expect(waiting.timers[0]?.isCancelled).toBe(true)

    // Stopped while the ticket is on its way: no stream is opened afterwards.
    const early = setUp()
    early.connection.stop()
    await early.flush()
    expect(early.sources).toEqual([])
  })

  it('ignores a closed stream that still fires', async () => {
    const { sources, events, timers, flush } = setUp()
    await flush()
    const first = sources[0]
    first?.fail()
    first?.fail()
    first?.emit('unread', {})
    expect(timers).toHaveLength(1)
    expect(events).toEqual([])
  })
})
