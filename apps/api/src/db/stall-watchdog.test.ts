import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { loadConfig } from '../config.ts'
import { isDatabaseUnavailable } from '../lib/pg-errors.ts'
import { startTcpProxy } from '../test/tcp-proxy.ts'
import { connectPostgres } from './client.ts'

const suite = loadConfig()
const isMissing = suite.testDatabase !== 'postgres' || !suite.testDatabaseUrl

/** How a query ended and how long it took. */
async function timed(run: () => Promise<unknown>) {
  const started = Date.now()
  const error = await run().then(
    () => undefined,
    (caught: unknown) => caught,
  )
  return { error, ms: Date.now() - started }
}

describe.skipIf(isMissing)('the stall watchdog (needs TEST_DB=postgres and TEST_DATABASE_URL)', () => {
  it('fails the queries of a silent server, refuses new ones at once until it answers, then serves again', async () => {
    const server = new URL(suite.testDatabaseUrl as string)
    const proxy = await startTcpProxy({ host: '127.0.0.1', port: Number(server.port || 5432) })
    const throughProxy = new URL(server)
    throughProxy.hostname = '127.0.0.1'
    throughProxy.port = String(proxy.port)
    const database = connectPostgres(throughProxy.toString())
    const selectOne = () => database.db.execute(sql`select 1`)
    try {
      expect((await timed(selectOne)).error).toBeUndefined()

      proxy.setMode('blackhole')
      // A query on a pooled connection gets no answer: the watchdog's probe finds the server silent
      // (1 s of silence, then a 2.5 s probe) and drops the connection under it.
      const stalled = await timed(selectOne)
      expect(isDatabaseUnavailable(stalled.error)).toBe(true)
      expect(stalled.ms).toBeLessThan(8000)

      // The next query would need a new connection to a server that cannot answer: it is refused at
      // once rather than after the pool's 3 s connection timeout.
      const refused = await timed(selectOne)
      expect(isDatabaseUnavailable(refused.error)).toBe(true)
      expect(refused.ms).toBeLessThan(1000)

      proxy.setMode('open')
      const reopened = Date.now()
      let last = refused
      while (Date.now() - reopened < 10_000) {
        last = await timed(selectOne)
        if (!last.error) break
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
      expect(last.error).toBeUndefined()
    } finally {
      await database.close()
      await proxy.close()
    }
  }, 60_000)
})
