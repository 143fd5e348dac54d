import { randomUUID } from 'node:crypto'
import type { TLanguage, TUser, ZLoginRequest, ZRegisterRequest } from '@demeure/shared'
import { pageUrl } from '@demeure/shared'
import type { z } from 'zod'
import { inTransaction } from '../../db/transaction.ts'
import type { TDeps } from '../../deps.ts'
import { translate } from '../../i18n/index.ts'
import { AppError, conflict, type TFieldError } from '../../lib/app-error.ts'
import { uniqueViolation } from '../../lib/pg-errors.ts'
import { hashPassword, hashToken, newToken, verifyPassword } from '../../lib/secrets.ts'
import type { TUserRow } from '../users/index.ts'
import { createAccounts, toUserWire } from '../users/index.ts'
import { createGoogleVerifier } from './google.ts'
import { createAuthRepository } from './repository.ts'
import { uniqueUsernameFrom } from './usernames.ts'

export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000
/**
 * How long a just-rotated refresh token is still honoured. Two tabs (or a browser restoring its
 * tabs) can send the same cookie at once: the second is the same person, not a thief, so it gets a
 * new access token instead of a revoked family. Past this window a reuse is a replay.
 */
export const REFRESH_GRACE_MS = 30 * 1000

export type TSession = { access: string; refreshToken: string; user: TUser }

const invalidCredentials = () => new AppError(401, 'invalid_credentials')
/** A suspended account is told so (reports module), once its password is proven right. */
const suspended = () => new AppError(403, 'account_suspended')

export function createAuthService(deps: TDeps) {
  const { db, clock } = deps
  const users = createAccounts(db)
  const auth = createAuthRepository(db)
  const verifyGoogle = deps.config.google.clientId
    ? createGoogleVerifier({ clientId: deps.config.google.clientId, jwksUrl: deps.config.google.jwksUrl })
    : undefined

  async function issueRefreshToken(
    repo: ReturnType<typeof createAuthRepository>,
    userId: string,
    familyId: string,
  ) {
    const refreshToken = newToken()
    await repo.insertRefreshToken({
      userId,
      familyId,
      tokenHash: hashToken(refreshToken),
      expiresAt: new Date(clock.now().getTime() + REFRESH_TOKEN_TTL_MS),
    })
    return refreshToken
  }

  async function startSession(user: TUserRow): Promise<TSession> {
    const familyId = randomUUID()
    const refreshToken = await issueRefreshToken(auth, user.id, familyId)
    const access = await deps.accessTokens.sign(
      { userId: user.id, sessionId: familyId },
      clock.now().getTime(),
    )
    return { access, refreshToken, user: toUserWire(user) }
  }

  /** Both taken fields are reported at once, so the form can show every problem in one round. */
  async function assertAvailable(email: string, username: string) {
    const fields: Record<string, TFieldError> = {}
    if (await users.findByEmail(email)) fields.email = { key: 'field.emailTaken' }
    if (await users.isUsernameTaken(username)) fields.username = { key: 'field.usernameTaken' }
    if (Object.keys(fields).length > 0) throw conflict(fields)
  }

  async function assertLoginAllowed(keys: string[]) {
    const limit = deps.config.rateLimit.loginAttemptsPerMinute
    for (const key of keys) {
      if ((await deps.minuteCounter.count(key)) >= limit) {
        const seconds = Math.max(1, await deps.minuteCounter.ttl(key))
        throw new AppError(429, 'rate_limited', {
          params: { count: seconds },
          headers: { 'retry-after': String(seconds) },
        })
      }
    }
  }

  return {
    async register(input: z.output<typeof ZRegisterRequest>, language: TLanguage): Promise<TUser> {
      await assertAvailable(input.email, input.username)
      try {
        const row = await users.create({
          username: input.username,
          email: input.email,
          passwordHash: await hashPassword(input.password),
          firstName: input.first_name,
          lastName: input.last_name,
          phone: input.phone,
          language,
        })
        return toUserWire(row)
      } catch (error) {
        // Two sign-ups racing for the same name: the database's unique index decides.
        const constraint = uniqueViolation(error)
        if (constraint?.includes('email')) throw conflict({ email: { key: 'field.emailTaken' } })
        if (constraint?.includes('username')) throw conflict({ username: { key: 'field.usernameTaken' } })
        throw error
      }
    },

    /** Failed attempts are counted per IP and per e-mail; past the limit every attempt is refused. */
    async login(input: z.output<typeof ZLoginRequest>, ip: string): Promise<TSession> {
      const keys = [`login:ip:${ip}`, `login:email:${input.email}`]
      await assertLoginAllowed(keys)
      const user = await users.findByEmail(input.email)
      const isValid = await verifyPassword(user?.passwordHash ?? null, input.password)
      if (!user || !isValid) {
        await Promise.all(keys.map((key) => deps.minuteCounter.hit(key)))
        throw invalidCredentials()
      }
      await deps.minuteCounter.reset(`login:email:${input.email}`)
      if (user.suspendedAt) throw suspended()
      return startSession(user)
    },

    async loginWithGoogle(idToken: string, language: TLanguage): Promise<TSession> {
      if (!verifyGoogle) throw new AppError(503, 'google_not_configured')
      const identity = await verifyGoogle(idToken)
      if (!identity) throw new AppError(401, 'google_auth_failed')
      const known = (await users.findByGoogleSub(identity.sub)) ?? (await users.findByEmail(identity.email))
      if (known) {
        if (known.suspendedAt) throw suspended()
        const linked =
          known.googleSub === identity.sub ? known : await users.linkGoogle(known.id, identity.sub)
        return startSession(linked ?? known)
      }
      const username = await uniqueUsernameFrom(identity.email, (name) => users.isUsernameTaken(name))
      const created = await users.create({
        username,
        email: identity.email,
        passwordHash: null,
        firstName: identity.givenName || username,
        lastName: identity.familyName,
        googleSub: identity.sub,
        isVerified: true,
        language,
      })
      return startSession(created)
    },

    /**
     * Rotates the refresh token. A token rotated less than REFRESH_GRACE_MS ago gets a fresh access
     * token but no new refresh token (`refreshToken` undefined: the cookie the first answer set stays);
     * presented later, it revokes its whole family. The window is read from the row's `used_at`, so
     * every API process applies it alike.
     */
    async refresh(refreshToken: string | undefined): Promise<{ access: string; refreshToken?: string }> {
      if (!refreshToken) throw new AppError(401, 'token_invalid')
      const now = clock.now()
      const row = await auth.findRefreshToken(hashToken(refreshToken))
      if (!row || row.revokedAt || row.expiresAt <= now) throw new AppError(401, 'token_invalid')
      if ((await users.findById(row.userId))?.suspendedAt) throw new AppError(401, 'token_invalid')
      const isFirstUse = row.usedAt === null && (await auth.markRefreshTokenUsed(row.id, now))
      const sign = () =>
        deps.accessTokens.sign({ userId: row.userId, sessionId: row.familyId }, now.getTime())
      if (isFirstUse) {
        const next = await issueRefreshToken(auth, row.userId, row.familyId)
        return { access: await sign(), refreshToken: next }
      }
      // A failed mark with no used_at read means a concurrent request rotated it this very moment.
      const usedAt = row.usedAt ?? now
      if (now.getTime() - usedAt.getTime() <= REFRESH_GRACE_MS) return { access: await sign() }
      await auth.revokeFamily(row.familyId, now)
      throw new AppError(401, 'token_invalid')
    },

    async logout(sessionId: string) {
      await auth.revokeFamily(sessionId, clock.now())
    },

    /** Always quiet about whether the account exists; the e-mail goes out in the account's language. */
    async forgotPassword(email: string) {
      const user = await users.findByEmail(email)
      if (!user) return
      const token = newToken()
      await auth.insertPasswordReset({
        userId: user.id,
        tokenHash: hashToken(token),
        expiresAt: new Date(clock.now().getTime() + RESET_TOKEN_TTL_MS),
      })
      const language = user.language as TLanguage
      const link = `${deps.config.publicUrl}${pageUrl.resetPassword(token)}`
      await deps.mailer.send({
        to: user.email,
        subject: translate(language, 'mail.reset.subject'),
        text: translate(language, 'mail.reset.body', { name: user.firstName, link }),
      })
    },

    /** Consumes the token, sets the password and ends every session, all or nothing. */
    async resetPassword(token: string, password: string) {
      const passwordHash = await hashPassword(password)
      await inTransaction(db, async (tx) => {
        const txAuth = createAuthRepository(tx)
        const now = clock.now()
        const reset = await txAuth.consumePasswordReset(hashToken(token), now)
        if (!reset) throw new AppError(400, 'reset_token_invalid')
        await createAccounts(tx).setPassword(reset.userId, passwordHash)
        await txAuth.revokeAllForUser(reset.userId, now)
      })
    },

    /** Ends every other session of the user; the one changing the password stays signed in. */
    async changePassword(userId: string, sessionId: string, current: string, next: string) {
      const user = await users.findById(userId)
      if (!user || !(await verifyPassword(user.passwordHash, current))) {
        throw new AppError(400, 'wrong_password', {
          fields: { current_password: { key: 'field.wrongPassword' } },
        })
      }
      const passwordHash = await hashPassword(next)
      await inTransaction(db, async (tx) => {
        const txAuth = createAuthRepository(tx)
        const now = clock.now()
        await createAccounts(tx).setPassword(userId, passwordHash)
        await txAuth.revokeAllForUser(userId, now, sessionId)
      })
    },

    /** The user behind an access token whose session is still alive, else null. */
    async authenticate(accessToken: string) {
      const claims = await deps.accessTokens.verify(accessToken, clock.now())
      if (!claims) return null
      const user = await auth.findUserWithLiveSession(claims.userId, claims.sessionId)
      return user ? { user, sessionId: claims.sessionId } : null
    },
  }
}
export type TAuthService = ReturnType<typeof createAuthService>

declare module '../../plugins/auth.ts' {
  /** The guard plugin's user is this module's user row (the plugin imports no module). */
  interface TAuthUser extends TUserRow {}
}
