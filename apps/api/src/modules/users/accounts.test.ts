import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { inTransaction } from '../../db/transaction.ts'
import { signUpAndLogIn } from '../../test/accounts.ts'
import { createTestApp, type TTestApp } from '../../test/test-app.ts'
import { createAccounts } from './accounts.ts'
import { users } from './tables.ts'

let t: TTestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

/** Changes a user's first name behind the accounts service's back, on `db`. */
const rename = (db: typeof t.database.db, id: string, firstName: string) =>
  db.update(users).set({ firstName }).where(eq(users.id, id))

describe('accounts: users read once a transaction', () => {
  it('outside a transaction, every read sees the row as it is now', async () => {
    const { user: account } = await signUpAndLogIn(t)
    const accounts = createAccounts(t.database.db)
    const { id } = (await accounts.findById(account.id)) as { id: string }
    await rename(t.database.db, id, 'Renamed')
    expect((await accounts.findById(id))?.firstName).toBe('Renamed')
    expect((await createAccounts(t.database.db).byIds([id, id])).get(id)?.firstName).toBe('Renamed')
  })

  it('inside one, a user is read once, and read again once changed through the service', async () => {
    const { user: account } = await signUpAndLogIn(t)
    const other = await signUpAndLogIn(t)
    await inTransaction(t.database.db, async (tx) => {
      const first = await createAccounts(tx).findById(account.id)
      // A change the service did not make is not seen: the row was already read in this transaction.
      await rename(tx, account.id, 'Unseen')
      expect((await createAccounts(tx).findById(account.id))?.firstName).toBe(first?.firstName)
      // byIds reads only the users not yet read (both appear, the second read now).
      await rename(tx, other.user.id, 'Read now')
      const both = await createAccounts(tx).byIds([
        account.id,
        other.user.id,
        '00000000-0000-4000-8000-000000000000',
      ])
      expect([...both.keys()].sort()).toEqual([account.id, other.user.id].sort())
      expect(both.get(other.user.id)?.firstName).toBe('Read now')
      expect(both.get(account.id)?.firstName).toBe(first?.firstName)
      // A change through the service is read again.
      await createAccounts(tx).suspend(account.id, new Date('2026-12-01T12:00:00Z'))
      const suspended = await createAccounts(tx).findById(account.id)
      expect(suspended?.suspendedAt).toEqual(new Date('2026-12-01T12:00:00Z'))
      expect(suspended?.firstName).toBe('Unseen')
    })
    // A later transaction reads afresh.
    await inTransaction(t.database.db, async (tx) => {
      expect((await createAccounts(tx).findById(account.id))?.firstName).toBe('Unseen')
    })
  })
})
