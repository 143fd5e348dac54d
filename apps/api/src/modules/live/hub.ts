import { EventEmitter } from 'node:events'
import type { TLiveEventName } from '@demeure/shared'
import type { Redis } from 'ioredis'

export type TLiveEvent = { name: TLiveEventName; data: unknown }
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

/** One pattern subscription per process; each message is handed to that user's local listeners. */
export function createRedisHub(redis: Redis, prefix: string): TLiveHub {
  const local = createLocalListeners()
  const channelPrefix = `${prefix}live:`
  const subscriber = redis.duplicate()
  const ready = subscriber.psubscribe(`${channelPrefix}*`)
  // A server closed before Redis confirmed the subscription must not leave a rejection unhandled;
  // a publish still awaits `ready` and reports the failure to its caller.
  ready.catch(() => undefined)
  subscriber.on('pmessage', (_pattern, channel: string, payload: string) => {
    try {
      local.emit(channel.slice(channelPrefix.length), JSON.parse(payload) as TLiveEvent)
    } catch {
      // A malformed payload is dropped: it cannot come from this code and must not stop delivery.
    }
  })
  return {
    async publish(userId, event) {
      await ready
      await redis.publish(`${channelPrefix}${userId}`, JSON.stringify(event))
    },
    subscribe: local.subscribe,
    async close() {
      // Disconnecting needs no answer from Redis, so it also works when the connection is gone.
      subscriber.disconnect()
    },
  }
}
