import { generateKeyPair } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, newAccount } from '../../test/accounts.ts'
import { startFakeGoogle } from '../../test/fake-google.ts'
import { createTestApp, type TTestApp } from '../../test/test-app.ts'

const CLIENT_ID = 'demeure-test.apps.googleusercontent.com'
let google: Awaited<ReturnType<typeof startFakeGoogle>>
let t: TTestApp
beforeAll(async () => {
  google = await startFakeGoogle()
  t = await createTestApp({ GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_JWKS_URL: google.jwksUrl })
})
afterAll(async () => {
  await t.close()
  await google.close()
})

const signIn = (idToken: string) =>
  t.inject({ method: 'POST', url: '/api/auth/google/', payload: { id_token: idToken } })
const identity = (email: string, sub: string) => ({
  aud: CLIENT_ID,
  sub,
  email,
  email_verified: true,
  given_name: 'Noor',
  family_name: 'Haddad',
})

describe('POST /api/auth/google/', () => {
  it('creates a verified account for a new Google e-mail, then logs the same person in again', async () => {
    const token = await google.signIdToken(identity('Noor.Haddad@gmail.com', 'google-sub-1'))
    const first = await signIn(token)
    expect(first.statusCode).toBe(200)
    expect(first.json().user).toMatchObject({
      email: 'noor.haddad@gmail.com',
      first_name: 'Noor',
      last_name: 'Haddad',
      is_verified: true,
      user_type: 'guest',
    })
    expect(first.cookies.some((c) => c.name === 'demeure_refresh')).toBe(true)
    const profile = await t.inject({
      method: 'GET',
      url: '/api/profile/',
      headers: bearer(first.json().access),
    })
    expect(profile.statusCode).toBe(200)

    const again = await signIn(await google.signIdToken(identity('noor.haddad@gmail.com', 'google-sub-1')))
    expect(again.json().user.id).toBe(first.json().user.id)
    expect(google.requests()).toBeGreaterThan(0)
  })

  it('logs an existing password account in when Google vouches for its e-mail', async () => {
    const account = newAccount()
    const registered = await t.inject({ method: 'POST', url: '/api/register/', payload: account })
    const response = await signIn(await google.signIdToken(identity(account.email, 'google-sub-2')))
    expect(response.statusCode).toBe(200)
    expect(response.json().user.id).toBe(registered.json().user.id)
    expect(response.json().user.is_verified).toBe(true)
  })

  it('refuses a wrong audience, issuer, expired token, unverified e-mail or foreign signature', async () => {
    const { privateKey: stranger } = await generateKeyPair('RS256')
    const past = Math.floor(Date.now() / 1000) - 7200
    const bad = [
      await google.signIdToken({ ...identity('a@gmail.com', 's-a'), aud: 'someone-else' }),
      await google.signIdToken({ ...identity('b@gmail.com', 's-b'), iss: 'https://evil.example' }),
      await google.signIdToken({ ...identity('c@gmail.com', 's-c'), iat: past, exp: past + 60 }),
      await google.signIdToken({ ...identity('d@gmail.com', 's-d'), email_verified: false }),
      await google.signIdToken(identity('e@gmail.com', 's-e'), { key: stranger }),
      'not.a.token',
    ]
    for (const token of bad) {
      const response = await signIn(token)
      expect(response.statusCode).toBe(401)
      expect(response.json()).toMatchObject({
        code: 'google_auth_failed',
        message: 'Google authentication failed',
      })
    }
    const check = await t.inject({
      method: 'POST',
      url: '/api/login/',
      payload: { email: 'a@gmail.com', password: 'whatever-pass' },
    })
    expect(check.statusCode).toBe(401)
  })

  it('validates the body', async () => {
    const response = await t.inject({ method: 'POST', url: '/api/auth/google/', payload: { token: 'x' } })
    expect(response.statusCode).toBe(400)
    expect(response.json().fields).toMatchObject({ id_token: 'This field is required.' })
  })
})

describe('without GOOGLE_CLIENT_ID', () => {
  it('says Google sign-in is unavailable and the public config hides the button', async () => {
    const plain = await createTestApp()
    try {
      const response = await plain.inject({
        method: 'POST',
        url: '/api/auth/google/',
        payload: { id_token: 'x' },
      })
      expect(response.statusCode).toBe(503)
      expect(response.json().code).toBe('google_not_configured')
      const config = await plain.inject({ method: 'GET', url: '/api/config/' })
      expect(config.json()).toMatchObject({ google_client_id: null })
    } finally {
      await plain.close()
    }
    const configured = await t.inject({ method: 'GET', url: '/api/config/' })
    expect(configured.json()).toMatchObject({ google_client_id: CLIENT_ID })
  })
})
