import { count } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newAccount } from '../../test/accounts.ts'
import { createTestApp, type TTestApp } from '../../test/test-app.ts'
import { users } from '../users/tables.ts'

let t: TTestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const userCount = async () => (await t.database.db.select({ n: count() }).from(users))[0]?.n

describe('POST /api/register/', () => {
  it('creates the account with a lower-cased email and answers 201 with the user', async () => {
    const account = newAccount({ email: 'Mixed.Case@Example.COM' })
    const response = await t.inject({ method: 'POST', url: '/api/register/', payload: account })
    expect(response.statusCode).toBe(201)
    const body = response.json()
    expect(body.message).toBe('Account created successfully! Please log in.')
    expect(body.user).toMatchObject({
      username: account.username,
      email: 'mixed.case@example.com',
      first_name: 'Léa',
      user_type: 'guest',
      is_verified: false,
      profile_picture_url: null,
    })
    expect(body.user).not.toHaveProperty('password_hash')
    expect(body.user.member_since).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  })

  it('refuses a taken email in another case and a taken username in another case, naming both fields', async () => {
    const first = newAccount()
    await t.inject({ method: 'POST', url: '/api/register/', payload: first })
    const before = await userCount()
    const response = await t.inject({
      method: 'POST',
      url: '/api/register/',
      payload: newAccount({ email: first.email.toUpperCase(), username: first.username.toUpperCase() }),
    })
    expect(response.statusCode).toBe(409)
    expect(response.json()).toMatchObject({
      code: 'conflict',
      fields: {
        email: 'An account with this email already exists.',
        username: 'This username is already taken.',
      },
    })
    expect(await userCount()).toBe(before)
  })

  it('lists every missing field, in French when asked, and creates nothing', async () => {
    const before = await userCount()
    const response = await t.inject({
      method: 'POST',
      url: '/api/register/',
      headers: { 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.5' },
      payload: {},
    })
    expect(response.statusCode).toBe(400)
    const body = response.json()
    expect(body.code).toBe('validation_error')
    expect(body.message).toBe('Certains champs demandent votre attention.')
    for (const field of ['username', 'email', 'password', 'first_name', 'last_name']) {
      expect(body.fields[field]).toBe('Ce champ est obligatoire.')
    }
    expect(await userCount()).toBe(before)
  })

  it('refuses a short password with the spec text, wrong types, a bad email and unknown fields', async () => {
    const short = await t.inject({
      method: 'POST',
      url: '/api/register/',
      payload: newAccount({ password: 'short' }),
    })
    expect(short.statusCode).toBe(400)
    expect(short.json().fields.password).toBe('Password must be at least 8 characters long')

    const wrongType = await t.inject({
      method: 'POST',
      url: '/api/register/',
      payload: { ...newAccount(), username: 42, first_name: ['x'] },
    })
    expect(wrongType.statusCode).toBe(400)
    expect(wrongType.json().fields).toMatchObject({
      username: 'This value has the wrong type.',
      first_name: 'This value has the wrong type.',
    })

    const badEmail = await t.inject({
      method: 'POST',
      url: '/api/register/',
      payload: newAccount({ email: 'nope' }),
    })
    expect(badEmail.json().fields.email).toBe('Enter a valid email address.')

    const extra = await t.inject({
      method: 'POST',
      url: '/api/register/',
      payload: { ...newAccount(), user_type: 'admin' },
    })
    expect(extra.statusCode).toBe(400)
    expect(extra.json().fields.user_type).toBe('This field is not accepted.')
  })

  it('answers malformed JSON and a body over 1 MB with localized 4xx errors', async () => {
    const malformed = await t.inject({
      method: 'POST',
      url: '/api/register/',
      headers: { 'content-type': 'application/json', 'accept-language': 'fr' },
      payload: '{"username": "a",',
    })
    expect(malformed.statusCode).toBe(400)
    expect(malformed.json()).toMatchObject({ code: 'invalid_json', message: 'La requête est illisible.' })

    const huge = await t.inject({
      method: 'POST',
      url: '/api/register/',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ ...newAccount(), bio: 'x'.repeat(1024 * 1024) }),
    })
    expect(huge.statusCode).toBe(413)
    expect(huge.json()).toMatchObject({ code: 'payload_too_large', message: 'This upload is too large.' })

    const wrongType = await t.inject({
      method: 'POST',
      url: '/api/register/',
      headers: { 'content-type': 'application/xml' },
      payload: '<user/>',
    })
    expect(wrongType.statusCode).toBe(415)
    expect(wrongType.json().code).toBe('unsupported_media_type')
  })
})
