import { SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, PASSWORD, signUpAndLogIn } from '../../test/accounts.ts'
import { createTestApp, type TTestApp } from '../../test/test-app.ts'
import { REFRESH_GRACE_MS } from './service.ts'

let t: TTestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const profile = (access: string) => t.inject({ method: 'GET', url: '/api/profile/', headers: bearer(access) })
const refresh = (token: string) =>
  t.inject({ method: 'POST', url: '/api/token/refresh/', cookies: { demeure_refresh: token } })
const cookieOf = (response: Awaited<ReturnType<typeof refresh>>) =>
  response.cookies.find((c) => c.name === 'demeure_refresh')?.value

describe('access tokens', () => {
  it('accepts a fresh token and refuses a missing, forged, expired or alg:none token with 401', async () => {
    const { access, user } = await signUpAndLogIn(t)
    expect((await profile(access)).statusCode).toBe(200)

    const missing = await t.inject({ method: 'GET', url: '/api/profile/' })
    expect(missing.statusCode).toBe(401)
    expect(missing.json().code).toBe('unauthorized')

    const [header, payload] = access.split('.')
    const forgedSignature = `${header}.${payload}.${'A'.repeat(43)}`
    const otherSecret = await new SignJWT({ sid: 'x' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuer('demeure')
      .setAudience('demeure-web')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('a-completely-different-secret-of-32-chars'))
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`
    for (const token of [forgedSignature, otherSecret, unsigned, 'garbage', `${access}x`]) {
      const response = await profile(token)
      expect(response.statusCode).toBe(401)
      expect(response.json().code).toBe('token_invalid')
    }

    t.clock.advance(16 * 60 * 1000)
    expect((await profile(access)).statusCode).toBe(401)
  })

  it('refuses a token signed with the right secret that never expires, or claims a lifetime longer than ours', async () => {
    const session = await signUpAndLogIn(t)
    const sid = JSON.parse(Buffer.from(session.access.split('.')[1] as string, 'base64url').toString()).sid
    const key = new TextEncoder().encode(t.config.jwtSecret)
    const signed = (build: (jwt: SignJWT) => SignJWT) =>
      build(
        new SignJWT({ sid })
          .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
          .setSubject(session.user.id)
          .setIssuer('demeure')
          .setAudience('demeure-web'),
      ).sign(key)
    const now = Math.floor(t.clock.now().getTime() / 1000)
    const valid = await signed((jwt) => jwt.setIssuedAt(now).setExpirationTime(now + 60))
    expect((await profile(valid)).statusCode).toBe(200)
    const withoutExpiry = await signed((jwt) => jwt.setIssuedAt(now))
    const withoutIssueTime = await signed((jwt) => jwt.setExpirationTime(now + 60))
    const tooLong = await signed((jwt) => jwt.setIssuedAt(now - 3600).setExpirationTime(now + 365 * 86_400))
    for (const token of [withoutExpiry, withoutIssueTime, tooLong]) {
      const response = await profile(token)
      expect(response.statusCode).toBe(401)
      expect(response.json().code).toBe('token_invalid')
    }
  })
})

describe('POST /api/token/refresh/', () => {
  it('rotates the refresh token and gives a working access token', async () => {
    const session = await signUpAndLogIn(t)
    const rotated = await refresh(session.refresh)
    expect(rotated.statusCode).toBe(200)
    expect(cookieOf(rotated)).toBeTruthy()
    expect(cookieOf(rotated)).not.toBe(session.refresh)
    expect((await profile(rotated.json().access)).statusCode).toBe(200)
  })

  it('honours a just-rotated token for a few seconds (a second tab), without a new token or a revocation', async () => {
    const session = await signUpAndLogIn(t)
    const first = await refresh(session.refresh)
    const next = cookieOf(first) as string
    t.clock.advance(REFRESH_GRACE_MS - 1000)
    const secondTab = await refresh(session.refresh)
    expect(secondTab.statusCode).toBe(200)
    expect((await profile(secondTab.json().access)).statusCode).toBe(200)
    // No cookie at all: the browser keeps the token the first answer set, which still rotates.
    expect(secondTab.cookies.find((c) => c.name === 'demeure_refresh')).toBeUndefined()
    const after = await refresh(next)
    expect(after.statusCode).toBe(200)
    expect((await profile(after.json().access)).statusCode).toBe(200)
  })

  it('honours two refreshes sent at the same moment with the same token', async () => {
    const session = await signUpAndLogIn(t)
    const answers = await Promise.all([refresh(session.refresh), refresh(session.refresh)])
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200])
    const next = answers.map(cookieOf).find(Boolean) as string
    expect((await refresh(next)).statusCode).toBe(200)
  })

  it('revokes the whole family when a rotated token is presented again after the grace window', async () => {
    const session = await signUpAndLogIn(t)
    const first = await refresh(session.refresh)
    const next = cookieOf(first) as string
    t.clock.advance(REFRESH_GRACE_MS + 1000)
    const replay = await refresh(session.refresh)
    expect(replay.statusCode).toBe(401)
    expect(replay.json().code).toBe('token_invalid')
    // The legitimate holder's newer token and every access token of that session die with it.
    expect((await refresh(next)).statusCode).toBe(401)
    expect((await profile(first.json().access)).statusCode).toBe(401)
    expect((await profile(session.access)).statusCode).toBe(401)
  })

  it('refuses a missing, unknown or expired refresh token', async () => {
    expect((await t.inject({ method: 'POST', url: '/api/token/refresh/' })).statusCode).toBe(401)
    expect((await refresh('not-a-token')).statusCode).toBe(401)
    const session = await signUpAndLogIn(t)
    t.clock.advance(31 * 24 * 60 * 60 * 1000)
    expect((await refresh(session.refresh)).statusCode).toBe(401)
  })
})

describe('logout and password change', () => {
  it('logout revokes the session: its access and refresh tokens stop working', async () => {
    const session = await signUpAndLogIn(t)
    const response = await t.inject({ method: 'POST', url: '/api/logout/', headers: bearer(session.access) })
    expect(response.statusCode).toBe(204)
    expect(response.body).toBe('')
    expect((await profile(session.access)).statusCode).toBe(401)
    expect((await refresh(session.refresh)).statusCode).toBe(401)
  })

  it('a password change ends the other sessions, keeps this one, and the new password logs in', async () => {
    const here = await signUpAndLogIn(t)
    const elsewhereLogin = await t.inject({
      method: 'POST',
      url: '/api/login/',
      payload: { email: here.account.email, password: PASSWORD },
    })
    const elsewhere = elsewhereLogin.json().access as string

    const wrong = await t.inject({
      method: 'POST',
      url: '/api/change-password/',
      headers: bearer(here.access),
      payload: { current_password: 'not-it-at-all', new_password: 'a-new-password' },
    })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().fields.current_password).toBe('The current password is incorrect.')
    expect((await profile(elsewhere)).statusCode).toBe(200)

    const short = await t.inject({
      method: 'POST',
      url: '/api/change-password/',
      headers: bearer(here.access),
      payload: { current_password: PASSWORD, new_password: 'short' },
    })
    expect(short.json().fields.new_password).toBe('Password must be at least 8 characters long')

    const changed = await t.inject({
      method: 'POST',
      url: '/api/change-password/',
      headers: bearer(here.access),
      payload: { current_password: PASSWORD, new_password: 'a-new-password' },
    })
    expect(changed.statusCode).toBe(200)
    expect((await profile(here.access)).statusCode).toBe(200)
    expect((await profile(elsewhere)).statusCode).toBe(401)
    const oldPassword = await t.inject({
      method: 'POST',
      url: '/api/login/',
      payload: { email: here.account.email, password: PASSWORD },
    })
    expect(oldPassword.statusCode).toBe(401)
    const newPassword = await t.inject({
      method: 'POST',
      url: '/api/login/',
      payload: { email: here.account.email, password: 'a-new-password' },
    })
    expect(newPassword.statusCode).toBe(200)
  })
})
