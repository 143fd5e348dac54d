import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { loadConfig } from '../config.ts'
import { forgetConnectCallbacks } from './connect-relay.ts'

setFlagsFromString('--expose-gc')
const collectGarbage = runInNewContext('gc') as () => void

const suite = loadConfig()
const isMissing = suite.testDatabase !== 'postgres' || !suite.testDatabaseUrl

/** Whether the first answer of a fresh pool's first connection is still held once the caller drops it. */
async function isFirstAnswerKept(relay: boolean) {
  const pool = new pg.Pool({ connectionString: suite.testDatabaseUrl, max: 1 })
  if (relay) forgetConnectCallbacks(pool)
  try {
    let answer: pg.QueryResult | undefined = await pool.query("select repeat('x', 1000) as text")
    const kept = new WeakRef(answer.rows)
    expect(answer.rows[0].text).toHaveLength(1000)
    answer = undefined
    // The connection is still open and idle in the pool; a later query reuses it.
    await pool.query('select 1')
    // A WeakRef holds its target until the end of the job that made or read it: collect in a later one.
    for (let round = 0; round < 3; round += 1) {
      await new Promise((resolve) => setTimeout(resolve, 10))
      collectGarbage()
    }
    await new Promise((resolve) => setTimeout(resolve, 10))
    return kept.deref() !== undefined
  } finally {
    await pool.end()
  }
}

describe.skipIf(isMissing)(
  'a pooled connection and the query that opened it (needs TEST_DB=postgres)',
  () => {
    it('lets the answer go once the caller has it, where the bare pool keeps it as long as the connection lives', async () => {
      expect(await isFirstAnswerKept(true)).toBe(false)
      // The bare pool's behaviour, which the relay exists for: if node-postgres stops keeping the
      // callback, this fails and the relay can go.
      expect(await isFirstAnswerKept(false)).toBe(true)
    })

    it('hands over the connection and errors as before', async () => {
      const pool = new pg.Pool({ connectionString: suite.testDatabaseUrl, max: 2 })
      forgetConnectCallbacks(pool)
      try {
        const [one, two] = await Promise.all([pool.query('select 1 as n'), pool.query('select 2 as n')])
        expect([one.rows[0].n, two.rows[0].n]).toEqual([1, 2])
        await expect(pool.query('select * from no_such_table')).rejects.toMatchObject({ code: '42P01' })
        const client = await pool.connect()
        expect((await client.query('select 3 as n')).rows[0].n).toBe(3)
        client.release()
      } finally {
        await pool.end()
      }
    })
  },
)
