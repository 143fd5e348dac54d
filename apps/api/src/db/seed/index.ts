import { count } from 'drizzle-orm'
import type { TDatabase } from '../client.ts'
import { users } from '../schema/index.ts'
import { seedDemoUsers } from './demo-users.ts'

export { DEMO_PASSWORD, DEMO_USERS } from './demo-users.ts'

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

export async function seedDemo(database: TDatabase): Promise<void> {
  await seedDemoUsers(database.db)
}
