import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newAccount, PASSWORD } from '../../test/accounts.ts'
import { createTestApp, type TTestApp } from '../../test/test-app.ts'

let t: TTestApp
let account: ReturnType<typeof newAccount>
beforeAll(async () => {
  t = await createTestApp()
  account = newAccount()
  await t.inject({ method: 'POST', url: '/api/register/', payload: account })
})
afterAll(() => t.close())

const login = (email: string, password: string, ip = '10.0.0.1', language = 'en') =>
  t.inject({
    method: 'POST',
    url: '/api/login/',
    payload: { email, password },
    remoteAddress: ip,
    headers: { 'accept-language': language },
  })

describe('POST /api/login/', () => {
  it('logs in with the email in any case, sets an httpOnly strict refresh cookie and says Welcome!!', async () => {
    const response = await login(account.email.toUpperCase(), PASSWORD, '10.0.0.2')
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body.message).toBe('Welcome!!')
    expect(body.access.split('.')).toHaveLength(3)
    expect(body.user).toMatchObject({ username: account.username, email: account.email })
    const cookie = response.cookies.find((c) => c.name === 'demeure_refresh')
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/' })
  })

  it('gives the same answer for a wrong password and an unknown email', async () => {
    const wrongPassword = await login(account.email, 'not-the-password', '10.0.0.3')
    const unknownEmail = await login('nobody@example.com', PASSWORD, '10.0.0.3')
    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.statusCode).toBe(401)
      expect(response.json()).toEqual({
        code: 'invalid_credentials',
        message: 'Invalid credentials',
        detail: 'The email or password is incorrect.',
      })
      expect(response.cookies).toHaveLength(0)
    }
  })

  it('refuses missing fields with field errors', async () => {
    const response = await t.inject({ method: 'POST', url: '/api/login/', payload: { email: '' } })
    expect(response.statusCode).toBe(400)
    expect(response.json().fields).toMatchObject({
      email: 'This field is required.',
      password: 'This field is required.',
    })
  })

  it('blocks an IP after 10 failed attempts in a minute, even with the right password, in French too', async () => {
    const ip = '10.0.1.1'
    for (let i = 0; i < 10; i += 1)
      expect((await login(`x${i}@example.com`, 'wrong-pass', ip)).statusCode).toBe(401)
    const blocked = await login(account.email, PASSWORD, ip, 'fr')
    expect(blocked.statusCode).toBe(429)
    expect(blocked.json().message).toBe('Trop de tentatives. Attendez une minute, puis réessayez.')
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0)
    expect((await login(account.email, PASSWORD, '10.0.1.2')).statusCode).toBe(200)
    if (!t.config.redisUrl) {
      t.clock.advance(61_000)
      expect((await login(account.email, PASSWORD, ip)).statusCode).toBe(200)
    }
  })

  it('blocks an email after 10 failed attempts from any number of IPs', async () => {
    const victim = newAccount()
    await t.inject({ method: 'POST', url: '/api/register/', payload: victim })
    for (let i = 0; i < 10; i += 1) await login(victim.email, 'wrong-pass', `10.0.2.${i}`)
    const blocked = await login(victim.email, PASSWORD, '10.0.3.1')
    expect(blocked.statusCode).toBe(429)
    expect(blocked.json().code).toBe('rate_limited')
  })
})
