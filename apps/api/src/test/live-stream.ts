import { bearer } from './accounts.ts'
import { httpInject } from './processes.ts'

export type TLiveStream = {
  /** Resolves true once `text` has arrived on the stream, false after `withinMs`. */
  waitFor(text: string, withinMs: number): Promise<boolean>
  close(): Promise<void>
}

/** A signed-in user's live event stream (`/api/events/`) on a running API process, read as it arrives. */
export async function openLiveStream(url: string, access: string): Promise<TLiveStream> {
  const ticket = (
    await httpInject(url, { method: 'POST', url: '/api/events/ticket/', headers: bearer(access) })
  ).json().ticket as string
  const response = await fetch(`${url}/api/events/?ticket=${encodeURIComponent(ticket)}`)
  const reader = (response.body as ReadableStream<Uint8Array>).getReader()
  const decoder = new TextDecoder()
  let received = ''
  const waiting = new Set<() => void>()
  const reading = (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }))
      if (done) return
      received += decoder.decode(value)
      for (const wake of waiting) wake()
    }
  })()
  return {
    waitFor: (text, withinMs) =>
      new Promise<boolean>((resolve) => {
        const check = () => {
          if (!received.includes(text)) return
          finish(true)
        }
        const finish = (found: boolean) => {
          clearTimeout(timer)
          waiting.delete(check)
          resolve(found)
        }
        const timer = setTimeout(() => finish(false), withinMs)
        waiting.add(check)
        check()
      }),
    async close() {
      await reader.cancel().catch(() => {})
      await reading
    },
  }
}
