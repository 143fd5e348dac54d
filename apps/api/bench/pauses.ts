import { constants, monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks'

type TGcKind = 'minor' | 'major' | 'incremental' | 'weak'
type TGcTotals = { count: number; totalMs: number; maxMs: number }
export type TPauses = {
  /** How late the event loop ran, from a 1 ms timer: what any request waited behind other work. */
  loopDelayMs: { p50: number; p99: number; max: number }
  /** The collector's pauses by kind, in this process's main thread. */
  gc: Partial<Record<TGcKind, TGcTotals>>
}

const KIND_OF: Record<number, TGcKind> = {
  [constants.NODE_PERFORMANCE_GC_MINOR]: 'minor',
  [constants.NODE_PERFORMANCE_GC_MAJOR]: 'major',
  [constants.NODE_PERFORMANCE_GC_INCREMENTAL]: 'incremental',
  [constants.NODE_PERFORMANCE_GC_WEAKCB]: 'weak',
}

/**
 * Where a server process stops between requests: the event loop's delay and the collector's
 * pauses since the last `take()`. A request's latency above its own CPU time is mostly these, so
 * the bench reports them beside each scenario's percentiles.
 */
export function watchPauses() {
  const delay = monitorEventLoopDelay({ resolution: 1 })
  delay.enable()
  let gc: TPauses['gc'] = {}
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const kind = KIND_OF[(entry as { detail?: { kind?: number } }).detail?.kind ?? -1]
      if (!kind) continue
      const totals = gc[kind] ?? { count: 0, totalMs: 0, maxMs: 0 }
      gc[kind] = totals
      totals.count += 1
      totals.totalMs += entry.duration
      totals.maxMs = Math.max(totals.maxMs, entry.duration)
    }
  })
  observer.observe({ entryTypes: ['gc'] })
  const ms = (nanoseconds: number) => Number((nanoseconds / 1e6).toFixed(1))
  return {
    take(): TPauses {
      const taken: TPauses = {
        loopDelayMs: { p50: ms(delay.percentile(50)), p99: ms(delay.percentile(99)), max: ms(delay.max) },
        gc: Object.fromEntries(
          Object.entries(gc).map(([kind, totals]) => [
            kind,
            {
              count: totals.count,
              totalMs: Math.round(totals.totalMs),
              maxMs: Number(totals.maxMs.toFixed(1)),
            },
          ]),
        ),
      }
      delay.reset()
      gc = {}
      return taken
    },
  }
}
