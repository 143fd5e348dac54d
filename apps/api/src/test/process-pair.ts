import { afterAll, beforeAll } from 'vitest'
import { sharedSecret, startApiProcess, type TApiProcess } from './processes.ts'
import { createScratchDatabase, realServices, type TScratch } from './scratch-database.ts'

export type TProcessPair = { scratch: TScratch; a: TApiProcess; b: TApiProcess }

/**
 * Two real API processes on a scratch database of their own, the machine's Redis and one data
 * folder, as in production behind a load balancer: started before the describe block's tests and
 * killed after them. Read `pair.a` and the rest inside tests (they are set by beforeAll).
 */
export function useProcessPair(label: string, env: Record<string, string> = {}): TProcessPair {
  const services = realServices()
  const pair = {} as TProcessPair
  beforeAll(async () => {
    pair.scratch = await createScratchDatabase(services.serverUrl, label)
    const shared = {
      DATABASE_URL: pair.scratch.url,
      REDIS_URL: services.redisUrl,
      DATA_DIR: pair.scratch.dataDir,
      JWT_SECRET: sharedSecret(),
      // Keys of their own on the machine's Redis: other real processes of the suite, running at the
      // same time from the same address, would otherwise count against this pair's rate limits.
      REDIS_PREFIX: `${label}:${process.pid}:${Date.now()}:`,
      ...env,
    }
    ;[pair.a, pair.b] = await Promise.all([startApiProcess(shared), startApiProcess(shared)])
  }, 180_000)
  afterAll(async () => {
    for (const child of [pair.a, pair.b]) child?.stop('SIGKILL')
    await Promise.all([pair.a, pair.b].map((child) => child?.exited))
    await pair.scratch?.drop()
  }, 60_000)
  return pair
}
