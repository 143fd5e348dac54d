import { randomUUID } from 'node:crypto'
import { EventEmitter } from 'node:events'
import type { Redis } from 'ioredis'
import type { TLiveEvent } from '../notifications/index.ts'

export type { TLiveEvent }
export type TLiveListener = (event: TLiveEvent) => void

/**
 * Delivers live events to the connections of one user. In memory for a single process; through
 * Redis pub/sub when configured, so an event published by one API process reaches a reader
 * connected to another.
 */
export type TLiveHub = {
  publish(userId: string, event: TLiveEvent): Promise<void>
  subscribe(userId: string, listener: TLiveListener): () => void
  close(): Promise<void>
}

function createLocalListeners() {
  const emitter = new EventEmitter()
  // Every open tab is a listener; the default warning at 10 is noise here.
  emitter.setMaxListeners(0)
  return {
    emit: (userId: string, event: TLiveEvent) => emitter.emit(userId, event),
    subscribe(userId: string, listener: TLiveListener) {
      emitter.on(userId, listener)
      return () => {
        emitter.off(userId, listener)
      }
    },
  }
}

export function createMemoryHub(): TLiveHub {
  const local = createLocalListeners()
  return {
    async publish(userId, event) {
      local.emit(userId, event)
    },
    subscribe: local.subscribe,
    async close() {},
  }
}

/**
 * One pattern subscription per process; each message is handed to that user's local listeners.
 * Readers on the publishing process get the event directly, so they keep getting it while Redis is
 * unreachable (only other processes' readers miss it then); Redis carries it to the others, and
 * the publisher skips its own copy coming back.
 */
export function createRedisHub(
  redis: Redis,
  prefix: string,
  onError: (error: unknown) => void = () => {},
): TLiveHub {
  const local = createLocalListeners()
  const channelPrefix = `${prefix}live:`
  const origin = randomUUID()
  // No command timeout on the subscriber: its subscription stays pending while Redis is away and
  // ioredis renews it on reconnection (with a timeout it would fail once, for good).
  const subscriber = redis.duplicate({ commandTimeout: undefined })
  const ready = subscriber.psubscribe(`${channelPrefix}*`)
  // A server closed before Redis confirmed the subscription must not leave a rejection unhandled;
  // a publish still waits for `ready` and reports the failure.
  ready.catch(() => undefined)
  subscriber.on('pmessage', (_pattern, channel: string, payload: string) => {
    try {
      const message = JSON.parse(payload) as { origin: string; event: TLiveEvent }
      if (message.origin !== origin) local.emit(channel.slice(channelPrefix.length), message.event)
    } catch {
      // A malformed payload is dropped: it cannot come from this code and must not stop delivery.
    }
  })
  return {
    async publish(userId, event) {
      local.emit(userId, event)
      // Not awaited: a request never waits on Redis for a live event (best effort by nature), and
      // one connection keeps the events in order. A failure is reported, not thrown.
      ready
        .then(() => redis.publish(`${channelPrefix}${userId}`, JSON.stringify({ origin, event })))
        .catch(onError)
    },
    subscribe: local.subscribe,
    async close() {
      // Disconnecting needs no answer from Redis, so it also works when the connection is gone.
      subscriber.disconnect()
    },
  }
}
