import { count, eq } from 'drizzle-orm'
import { createBlogsService } from '../../modules/blogs/service.ts'
import { createUsersRepository } from '../../modules/users/repository.ts'
import type { TStorage } from '../../plugins/storage/index.ts'
import type { TDatabase } from '../client.ts'
import { properties, users } from '../schema/index.ts'
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

/** Demo accounts, then the catalogue if there is none yet; running it again adds nothing twice. */
export async function seedDemo(
  database: TDatabase,
  storage: TStorage,
  options: { listings?: number; now?: Date } = {},
) {
  const { db } = database
  await seedDemoUsers(db)
  const [existing] = await db.select({ n: count() }).from(properties)
  if ((existing?.n ?? 0) > 0) return
  const host = await createUsersRepository(db).findByEmail('host@demo.demeure.ca')
  if (!host) throw new Error('the demo host is missing')
  const now = options.now ?? new Date()
  await seedDemoBlogs(createBlogsService({ db, storage, clock: { now: () => now } }), now)
  const listings = options.listings ?? DEMO_LISTINGS
  if (listings > BULK_THRESHOLD) {
    const hosts = await db.select({ id: users.id }).from(users).where(eq(users.userType, 'co-host'))
    await seedBulkCatalogue({ db, storage, hostIds: hosts.map((h) => h.id), count: listings, now })
    return
  }
  await seedDemoCatalogue({
    db,
    storage,
    demoHostId: host.id,
    count: listings,
    now,
  })
}
