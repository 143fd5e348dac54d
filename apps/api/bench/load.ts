import http from 'node:http'

export type TLoadResult = {
  requests: number
  errors: number
  rps: number
  p50: number
  p95: number
  p99: number
}

/**
 * A closed-loop load generator: `connections` keep-alive clients each send the next request as soon
 * as the previous answer arrives, for `durationMs`. Latencies are exact (no histogram buckets).
 */
export async function runLoad(options: {
  nextPath: () => string
  port: number
  connections: number
  durationMs: number
}): Promise<TLoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections })
  const latencies: number[] = []
  let errors = 0
  const deadline = Date.now() + options.durationMs
  const once = () =>
    new Promise<void>((resolve) => {
      const started = performance.now()
      const request = http.get(
        { host: '127.0.0.1', port: options.port, path: options.nextPath(), agent },
        (response) => {
          response.resume()
          response.on('end', () => {
            latencies.push(performance.now() - started)
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
  const client = async () => {
    while (Date.now() < deadline) await once()
  }
  const began = performance.now()
  await Promise.all(Array.from({ length: options.connections }, client))
  const seconds = (performance.now() - began) / 1000
  agent.destroy()
  latencies.sort((a, b) => a - b)
  const at = (q: number) =>
    Number((latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0).toFixed(2))
  return {
    requests: latencies.length,
    errors,
    rps: Math.round(latencies.length / seconds),
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
  }
}
