import { setImmediate as nextTurn } from 'node:timers/promises'
import { sql } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { connectPglite } from './client.ts'

/** Turns the event loop gave other work while `work` ran. */
async function turnsDuring(work: () => Promise<void>) {
  let turns = 0
  let isDone = false
  const other = (async () => {
    while (!isDone) {
      await nextTurn()
      turns += 1
    }
  })()
  await work()
  isDone = true
  await other
  return turns
}

describe('the embedded database', () => {
  const database = connectPglite()
  afterAll(() => database.close())

  it('lets other requests in between the queries of a long run, in a transaction or not', async () => {
    const QUERIES = 40
    await database.db.execute(sql`select 1`)
    const alone = await turnsDuring(async () => {
      for (let index = 0; index < QUERIES; index += 1) await database.db.execute(sql`select ${index}`)
    })
    const inTransaction = await turnsDuring(() =>
      database.db.transaction(async (tx) => {
        for (let index = 0; index < QUERIES; index += 1) await tx.execute(sql`select ${index}`)
      }),
    )
    // Chained by promises alone, a run of queries gives the event loop no turn until its end.
    expect(alone).toBeGreaterThanOrEqual(QUERIES)
    expect(inTransaction).toBeGreaterThanOrEqual(QUERIES)
  })
})
