import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newAccount } from '../../test/accounts.ts'
import { readOutbox } from '../../test/outbox.ts'
import { createTestApp, type TTestApp } from '../../test/test-app.ts'

let t: TTestApp
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://demeure.example' })
})
afterAll(() => t.close())

const forgot = (email: string) =>
  t.inject({ method: 'POST', url: '/api/forgot-password/', payload: { email } })
const reset = (token: string, password: string) =>
  t.inject({ method: 'POST', url: '/api/reset-password/', payload: { token, password } })
const login = (email: string, password: string) =>
  t.inject({ method: 'POST', url: '/api/login/', payload: { email, password } })

async function register(language: 'en' | 'fr') {
  const account = newAccount()
  await t.inject({
    method: 'POST',
    url: '/api/register/',
    payload: account,
    headers: { 'accept-language': language },
  })
  return account
}

function lastLinkTo(email: string): string {
  const mail = readOutbox(t.dataDir)
    .filter((m) => m.to.includes(email))
    .at(-1)
  const link = mail && /https:\/\/demeure\.example\/reset-password\?token=([\w-]+)/.exec(mail.body)
  if (!link?.[1]) throw new Error(`no reset link mailed to ${email}`)
  return link[1]
}

describe('forgot and reset password', () => {
  it('answers 200 whether or not the account exists, and mails only a real account', async () => {
    const account = await register('en')
    const before = readOutbox(t.dataDir).length
    const unknown = await forgot('nobody-here@example.com')
    const known = await forgot(account.email.toUpperCase())
    expect(unknown.statusCode).toBe(200)
    expect(known.statusCode).toBe(200)
    expect(unknown.json()).toEqual(known.json())
    const mails = readOutbox(t.dataDir)
    expect(mails).toHaveLength(before + 1)
    expect(mails.at(-1)?.to).toContain(account.email)
    expect(mails.at(-1)?.subject).toBe('Reset your Demeure password')
  })

  it("writes the e-mail in the account's language", async () => {
    const account = await register('fr')
    await forgot(account.email)
    const mail = readOutbox(t.dataDir).at(-1)
    expect(mail?.subject).toContain('Réinitialisez votre mot de passe')
    expect(mail?.body).toContain('Bonjour Léa')
  })

  it('the mailed link resets the password once, ends the sessions, and cannot be used again', async () => {
    const account = await register('en')
    const session = await login(account.email, account.password)
    await forgot(account.email)
    const token = lastLinkTo(account.email)

    const weak = await reset(token, 'short')
    expect(weak.statusCode).toBe(400)
    expect(weak.json().fields.password).toBe('Password must be at least 8 characters long')

    const done = await reset(token, 'brand-new-password')
    expect(done.statusCode).toBe(200)
    expect((await login(account.email, 'brand-new-password')).statusCode).toBe(200)
    expect((await login(account.email, account.password)).statusCode).toBe(401)
    const oldSession = await t.inject({
      method: 'GET',
      url: '/api/profile/',
      headers: { authorization: `Bearer ${session.json().access}` },
    })
    expect(oldSession.statusCode).toBe(401)

    const again = await reset(token, 'yet-another-password')
    expect(again.statusCode).toBe(400)
    expect(again.json().code).toBe('reset_token_invalid')
    expect((await login(account.email, 'yet-another-password')).statusCode).toBe(401)
  })

  it('refuses a token after one hour and an unknown token', async () => {
    const account = await register('en')
    await forgot(account.email)
    const token = lastLinkTo(account.email)
    t.clock.advance(61 * 60 * 1000)
    const expired = await reset(token, 'brand-new-password')
    expect(expired.statusCode).toBe(400)
    expect(expired.json().message).toBe('This reset link is invalid or has expired.')
    expect((await reset('made-up-token', 'brand-new-password')).statusCode).toBe(400)
    expect((await login(account.email, account.password)).statusCode).toBe(200)
  })

  it('validates the forgot-password body', async () => {
    const response = await t.inject({ method: 'POST', url: '/api/forgot-password/', payload: {} })
    expect(response.statusCode).toBe(400)
    expect(response.json().fields.email).toBe('This field is required.')
  })
})
