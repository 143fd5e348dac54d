// The load generator's own process (forked by run.ts), so its CPU never counts as the server's.
import { runLoad } from './load.ts'
import { createMixes, type TMixName } from './mixes.ts'

type TJob = {
  port: number
  mix: TMixName
  seed: number
  listings: number
  connections: number
  durationMs: number
  rate?: number
}

process.once('message', async (job: TJob) => {
  const mixes = createMixes(job.seed, job.listings)
  const result = await runLoad({
    nextPath: mixes[job.mix],
    port: job.port,
    connections: job.connections,
    durationMs: job.durationMs,
    rate: job.rate,
  })
  process.send?.(result, () => process.exit(0))
})
