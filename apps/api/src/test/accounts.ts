import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { createUsersRepository } from '../modules/users/repository.ts'
import { users } from '../modules/users/tables.ts'
import type { TTestApp } from './test-app.ts'

export const PASSWORD = 'correct-horse-battery'

export function newAccount(overrides: Record<string, string> = {}) {
  const id = randomBytes(4).toString('hex')
  return {
    username: `user_${id}`,
    email: `user.${id}@example.com`,
    password: PASSWORD,
    first_name: 'Léa',
    last_name: 'Gagnon',
    phone: '',
    ...overrides,
  }
}

/** Registers and logs in; returns the access token, the refresh cookie and the user. */
export async function signUpAndLogIn(t: TTestApp, overrides: Record<string, string> = {}) {
  const account = newAccount(overrides)
  const registered = await t.inject({ method: 'POST', url: '/api/register/', payload: account })
  if (registered.statusCode !== 201) throw new Error(`register failed: ${registered.body}`)
  const login = await t.inject({
    method: 'POST',
    url: '/api/login/',
    payload: { email: account.email, password: account.password },
  })
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`)
  const refresh = login.cookies.find((cookie) => cookie.name === 'demeure_refresh')?.value
  if (!refresh) throw new Error('no refresh cookie')
  return { account, access: login.json().access as string, refresh, user: login.json().user }
}

export const bearer = (access: string) => ({ authorization: `Bearer ${access}` })

/**
 * An account of another type, promoted directly in the database: staff are never self-made, and
 * co-host approval has its own tests. A promoted account joined a month ago, as an approved host
 * has (a first-day account is slowed: modules/new-accounts), unless `isNew` keeps it new.
 */
export async function signUpAs(
  t: TTestApp,
  userType: 'admin' | 'co-host',
  options: { isNew?: boolean } = {},
) {
  const session = await signUpAndLogIn(t)
  await createUsersRepository(t.database.db).update(session.user.id, { userType, isVerified: true })
  if (!options.isNew) {
    await t.database.db
      .update(users)
      .set({ createdAt: new Date(t.clock.now().getTime() - 30 * 86_400_000) })
      .where(eq(users.id, session.user.id))
  }
  return session
}

export const signUpAdmin = (t: TTestApp) => signUpAs(t, 'admin')
