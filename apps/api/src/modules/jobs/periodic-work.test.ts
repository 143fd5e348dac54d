import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TDatabase } from '../../db/client.ts'
import { systemClock } from '../../lib/clock.ts'
import { createTestDatabase } from '../../test/test-database.ts'
import { PERIODIC_JOBS } from './periodic-work.ts'
import { createJobQueue } from './queue.ts'

let database: TDatabase
beforeAll(async () => {
  database = await createTestDatabase('pglite')
})
afterAll(async () => database?.close())

describe('periodic work registered by each module', () => {
  it("tick() runs the jobs in PERIODIC_JOBS's order, not in the order the modules registered them", async () => {
    const queue = createJobQueue({ db: database.db, clock: systemClock, log: () => {} })
    const ran: string[] = []
    // app.ts could create the modules in any order: register them backwards.
    for (const name of [...PERIODIC_JOBS].reverse())
      queue.periodic(name, 60_000, async () => {
        ran.push(name)
      })
    await queue.tick()
    // The order tests and the test clock have always relied on (decision 029).
    expect(ran).toEqual([
      'bookings.tick',
      'messages.digest',
      'calendar.sync',
      'rent.collect',
      'extensions.expire',
      'payouts.transfer',
      'leases.renewals',
      'documents.retention',
      'saved-searches.digest',
    ])
  })

  it('a job registered twice is refused (each module registers its own, once)', () => {
    const queue = createJobQueue({ db: database.db, clock: systemClock, log: () => {} })
    queue.periodic('rent.collect', 60_000, async () => {})
    expect(() => queue.periodic('rent.collect', 60_000, async () => {})).toThrow(/defined twice/)
  })
})
