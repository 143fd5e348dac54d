import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../config.ts'
import { createTestDatabase } from '../test/test-database.ts'
import type { TDatabase } from './client.ts'
import { renderedOnce } from './rendered-once.ts'

const suite = loadConfig()
let database: TDatabase

beforeAll(async () => {
  database = await createTestDatabase(suite.testDatabase, suite.testDatabaseUrl)
})
afterAll(() => database.close())

const rowsOf = async (query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: unknown[] }).rows

describe('a fragment of SQL rendered once', () => {
  it('answers as the fragment with its values sent as parameters, quotes and bit masks included', async () => {
    const fragment = () =>
      sql`select ${"l'Île-des-Sœurs"}::text as place, ${1 << 30}::int | ${1 << 3}::int as bits, ${2.5}::numeric * 2 as half`
    const rendered = renderedOnce(fragment())
    expect(await rowsOf(sql`${rendered}`)).toEqual(await rowsOf(fragment()))
    expect(await rowsOf(sql`${rendered}`)).toEqual([
      { place: "l'Île-des-Sœurs", bits: 2 ** 30 + 8, half: '5.0' },
    ])
  })

  it('takes the values of each statement around it as parameters', async () => {
    const head = renderedOnce(sql`select n from generate_series(${1}, ${10}) n where`)
    expect(await rowsOf(sql`${head} n > ${8}`)).toEqual([{ n: 9 }, { n: 10 }])
    expect(await rowsOf(sql`${head} n < ${2}`)).toEqual([{ n: 1 }])
  })

  it('refuses a fragment whose value would only be known later', () => {
    expect(() => renderedOnce(sql`select ${sql.placeholder('id')}`)).toThrow('kept 1 parameters')
  })
})
