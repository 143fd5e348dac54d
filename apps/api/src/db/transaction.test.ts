import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { loadConfig } from '../config.ts'
import { connectPostgres } from './client.ts'
import { inTransaction } from './transaction.ts'

const suite = loadConfig()
const isMissing = suite.testDatabase !== 'postgres' || !suite.testDatabaseUrl

describe.skipIf(isMissing)('a transaction PostgreSQL aborts as a deadlock (needs TEST_DB=postgres)', () => {
  it('runs again, so both of two transactions locking two rows in opposite orders commit', async () => {
    const database = connectPostgres(suite.testDatabaseUrl as string)
    const table = sql.raw(`deadlock_${process.pid}_${Date.now()}`)
    try {
      await database.db.execute(sql`create table ${table} (id int primary key, hits int not null)`)
      await database.db.execute(sql`insert into ${table} values (1, 0), (2, 0)`)
      let runs = 0
      // Each holds its first row until the other holds its own, then asks for the other's.
      let arrived = 0
      let bothHold: () => void = () => {}
      const holding = new Promise<void>((resolve) => {
        bothHold = resolve
      })
      const crossing = (first: number, second: number) =>
        inTransaction(database.db, async (tx) => {
          runs += 1
          await tx.execute(sql`update ${table} set hits = hits + 1 where id = ${first}`)
          arrived += 1
          if (arrived === 2) bothHold()
          await holding
          await tx.execute(sql`update ${table} set hits = hits + 1 where id = ${second}`)
        })
      await Promise.all([crossing(1, 2), crossing(2, 1)])
      // One was aborted and ran again: three runs, and each row counted once per commit.
      expect(runs).toBe(3)
      const result = await database.db.execute(sql`select id, hits from ${table} order by id`)
      expect((result as unknown as { rows: unknown[] }).rows).toEqual([
        { id: 1, hits: 2 },
        { id: 2, hits: 2 },
      ])
    } finally {
      await database.db.execute(sql`drop table if exists ${table}`)
      await database.close()
    }
  })
})
