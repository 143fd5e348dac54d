import http from 'node:http'
import { createRandom } from '../src/seed/random.ts'
import { quantile } from './quantile.ts'

export type TLoadResult = {
  requests: number
  errors: number
  rps: number
  p50: number
  p95: number
  p99: number
  /**
   * The load generator's own CPU time per request (µs): in a closed loop on a machine of few cores
   * it competes with the server, and when it nears the server's own figure, it, not the server,
   * sets the throughput.
   */
  generatorCpuUs: number
}

type TLoadOptions = {
  nextPath: () => string
  port: number
  connections: number
  durationMs: number
  /**
   * Requests a second arriving at random (a Poisson process): an open loop, as users arrive whether
   * or not the server is busy. Without it, a closed loop: `connections` clients each send the next
   * request as soon as the previous answer arrives.
   */
  rate?: number
}

/**
 * A load generator; latencies are exact (no histogram buckets). A closed loop at saturation measures
 * throughput: its latency is mostly the queue of `connections` requests the clients keep full. The
 * open loop measures what a user waits at a given load, from the moment the request was due (a late
 * send counts as waiting, so a stalled server cannot hide its stall).
 */
export async function runLoad(options: TLoadOptions): Promise<TLoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections })
  const latencies: number[] = []
  let errors = 0
  const deadline = Date.now() + options.durationMs
  const once = (dueAt: number) =>
    new Promise<void>((resolve) => {
      const request = http.get(
        { host: '127.0.0.1', port: options.port, path: options.nextPath(), agent },
        (response) => {
          response.resume()
          response.on('end', () => {
            latencies.push(performance.now() - dueAt)
            if (response.statusCode !== 200) errors += 1
            resolve()
          })
        },
      )
      request.on('error', () => {
        errors += 1
        resolve()
      })
    })
  const began = performance.now()
  const cpuBefore = process.cpuUsage()
  if (options.rate === undefined) {
    const client = async () => {
      while (Date.now() < deadline) await once(performance.now())
    }
    await Promise.all(Array.from({ length: options.connections }, client))
  } else await openLoop(options.rate, deadline, once)
  const seconds = (performance.now() - began) / 1000
  const cpu = process.cpuUsage(cpuBefore)
  agent.destroy()
  latencies.sort((a, b) => a - b)
  const at = (q: number) => Number(quantile(latencies, q).toFixed(2))
  return {
    requests: latencies.length,
    errors,
    rps: Math.round(latencies.length / seconds),
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    generatorCpuUs: Math.round((cpu.user + cpu.system) / Math.max(1, latencies.length)),
  }
}

/** Sends a request at each arrival of a Poisson process of `rate` a second until `deadline`. */
async function openLoop(rate: number, deadline: number, once: (dueAt: number) => Promise<void>) {
  const random = createRandom(rate)
  const pending: Promise<void>[] = []
  let dueAt = performance.now()
  const endsAt = dueAt + (deadline - Date.now())
  while (dueAt < endsAt) {
    // Exponential gaps between arrivals; a timer only fires late, never early, and every request
    // sent late is timed from when it was due.
    dueAt += (-Math.log(1 - random.next()) * 1000) / rate
    const wait = dueAt - performance.now()
    // Behind schedule, still yield: the answers of earlier requests must be read meanwhile.
    await new Promise((resolve) => (wait > 1 ? setTimeout(resolve, wait) : setImmediate(resolve)))
    pending.push(once(dueAt))
  }
  await Promise.all(pending)
}
