import { count, eq } from 'drizzle-orm'
import type { TDatabase } from '../db/client.ts'
import { createBlogsService } from '../modules/blogs/service.ts'
import { properties } from '../modules/listings/tables.ts'
import { createUsersRepository } from '../modules/users/repository.ts'
import { users } from '../modules/users/tables.ts'
import type { TStorage } from '../plugins/storage/index.ts'
import { seedBulkCatalogue } from './bulk-catalogue.ts'
import { seedDemoBlogs } from './demo-blogs.ts'
import { seedDemoCatalogue } from './demo-catalogue.ts'
import { seedDemoUsers } from './demo-users.ts'

export { DEMO_PASSWORD, DEMO_USERS } from './demo-users.ts'

export const DEMO_LISTINGS = 300
/** Past this many listings, the catalogue is written in bulk (benchmarks), not one listing at a time. */
const BULK_THRESHOLD = 2000

/**
 * Demo data goes only into a brand-new embedded database, or anywhere when SEED_DEMO=true:
 * never silently into a production PostgreSQL.
 */
export async function shouldSeed(database: TDatabase, isForced: boolean): Promise<boolean> {
  if (isForced) return true
  if (database.kind !== 'pglite') return false
  const [row] = await database.db.select({ n: count() }).from(users)
  return (row?.n ?? 0) === 0
}

/**
 * Demo accounts, then the catalogue if there is none yet; running it again adds nothing twice. A
 * bulk catalogue cut short (the listings are there, fewer than asked) is resumed where it stopped.
 */
export async function seedDemo(
  database: TDatabase,
  storage: TStorage,
  options: { listings?: number; now?: Date; log?: (line: string) => void } = {},
) {
  const { db } = database
  await seedDemoUsers(db)
  const listings = options.listings ?? DEMO_LISTINGS
  const now = options.now ?? new Date()
  const [existing] = await db.select({ n: count() }).from(properties)
  const seeded = existing?.n ?? 0
  if (listings > BULK_THRESHOLD && seeded > 0 && seeded < listings) {
    options.log?.(`resuming the catalogue after ${seeded.toLocaleString('en')} listings`)
    await seedBulk(seeded)
    return
  }
  if (seeded > 0) return
  const host = await createUsersRepository(db).findByEmail('host@demo.demeure.ca')
  if (!host) throw new Error('the demo host is missing')
  await seedDemoBlogs(createBlogsService({ db, storage, clock: { now: () => now } }), now)
  if (listings > BULK_THRESHOLD) {
    await seedBulk(0)
    return
  }
  await seedDemoCatalogue({
    db,
    storage,
    demoHostId: host.id,
    count: listings,
    now,
  })

  async function seedBulk(alreadySeeded: number) {
    const hosts = await db.select({ id: users.id }).from(users).where(eq(users.userType, 'co-host'))
    await seedBulkCatalogue({
      db,
      storage,
      hostIds: hosts.map((h) => h.id),
      count: listings,
      now,
      seeded: alreadySeeded,
      log: options.log,
    })
  }
}
