/** How often a test asks a process for /api/health while it works. */
const HEALTH_EVERY_MS = 100

/**
 * Runs `work` while `${url}/api/health` is asked every 100 ms: the slowest answer (a failure counts
 * as ∞), how many were asked, and the five slowest with when they came (#n: the n-th check), for a
 * failure's report. What a test of "this work never stalls the process" measures.
 */
export async function slowestHealthDuring<T>(url: string, work: () => Promise<T>) {
  let isDone = false
  const latencies: number[] = []
  const poll = (async () => {
    while (!isDone) {
      const started = performance.now()
      const ok = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(10_000) })
        .then((response) => response.ok)
        .catch(() => false)
      latencies.push(ok ? performance.now() - started : Number.POSITIVE_INFINITY)
      await new Promise((resolve) => setTimeout(resolve, HEALTH_EVERY_MS))
    }
  })()
  const started = performance.now()
  const result = await work().finally(() => {
    isDone = true
  })
  const elapsed = performance.now() - started
  await poll
  const worst = [...latencies.entries()]
    .sort(([, a], [, b]) => b - a)
    .slice(0, 5)
    .map(([index, latency]) => `#${index}: ${Math.round(latency)} ms`)
  return { result, elapsed, slowest: Math.max(...latencies), polls: latencies.length, worst }
}
