import {
  LIVE_EVENT_NAMES,
  messagingEndpoints,
  type TLiveEvent,
  type TLiveEventName,
} from '@demeure/shared/zod-free'
import { endpointUrl } from '../../../lib/call-api.ts'
import { reconnectDelay } from './reconnect-delay.ts'

export type { TLiveEvent }

/**
 * The event a stream delivered, or null when its data is not a JSON object. Only the shared names
 * are listened to, so an unknown event never arrives. The data is not checked field by field: the
 * zod schemas would bring zod into the first load, and the server writes them from the same types.
 */
export function toLiveEvent(name: TLiveEventName, text: string): TLiveEvent | null {
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch {
    return null
  }
  if (!data || typeof data !== 'object') return null
  return { name, data } as TLiveEvent
}

/** What the connection needs of an EventSource (tests pass a fake one). */
export type TEventSourceLike = {
  addEventListener(name: string, listener: (event: MessageEvent) => void): void
  close(): void
  onerror: ((event: Event) => void) | null
}

type TLiveConnectionOptions = {
  /** A fresh ticket for the stream, or null when none could be had (offline, server down). */
  fetchTicket: () => Promise<string | null>
  open: (url: string) => TEventSourceLike
  onEvent: (event: TLiveEvent) => void
  /** Called on the first event of each stream; `isReconnect` after a drop (events may have been missed). */
  onConnected?: (isReconnect: boolean) => void
  random?: () => number
  setTimer?: (callback: () => void, ms: number) => () => void
}

const defaultTimer = (callback: () => void, ms: number) => {
  const id = setTimeout(callback, ms)
  return () => clearTimeout(id)
}

// encodeURIComponent, not a URLSearchParams: a space in a ticket is sent as %20.
export const eventsUrl = (ticket: string) =>
  `${endpointUrl(messagingEndpoints.liveEvents)}?ticket=${encodeURIComponent(ticket)}`

/**
 * Keeps one live-events stream open until `stop()`. The browser's own retry would reuse the URL,
 * whose ticket expires after a minute, so on any error the stream is closed and opened again with a
 * new ticket, after a growing wait; the wait starts over once a stream delivers an event.
 */
export function startLiveConnection(options: TLiveConnectionOptions): { stop: () => void } {
  const setTimer = options.setTimer ?? defaultTimer
  let isStopped = false
  let failures = 0
  let hasConnected = false
  let source: TEventSourceLike | null = null
  let cancelTimer: (() => void) | null = null

  function retryLater() {
    if (isStopped) return
    cancelTimer = setTimer(() => void connect(), reconnectDelay(failures, options.random))
    failures += 1
  }

  async function connect() {
    cancelTimer = null
    const ticket = await options.fetchTicket().catch(() => null)
    if (isStopped) return
    if (!ticket) {
      retryLater()
      return
    }
    const current = options.open(eventsUrl(ticket))
    source = current
    let isFirstEvent = true
    current.onerror = () => {
      if (source !== current) return
      current.close()
      source = null
      retryLater()
    }
    for (const name of LIVE_EVENT_NAMES) {
      current.addEventListener(name, (event) => {
        if (source !== current) return
        if (isFirstEvent) {
          isFirstEvent = false
          failures = 0
          options.onConnected?.(hasConnected)
          hasConnected = true
        }
        const received = toLiveEvent(name, event.data)
        if (received) options.onEvent(received)
      })
    }
  }

  void connect()

  return {
    stop() {
      isStopped = true
      cancelTimer?.()
      cancelTimer = null
      source?.close()
      source = null
    },
  }
}
