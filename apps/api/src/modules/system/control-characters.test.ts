import { afterAll, beforeAll, expect, it } from 'vitest'
import { bearer, newAccount } from '../../test/accounts.ts'
import { multipart } from '../../test/files.ts'
import { listingFields, listingFiles } from '../../test/listings.ts'
import { hostListingAndRenter } from '../../test/social.ts'
import { createTestApp, type TTestApp } from '../../test/test-app.ts'

/**
 * What once answered 500: NUL bytes in text (PostgreSQL refuses them), a bare CR in a title (it
 * broke the calendar export), ids past the integer column. Each is now a localized 400 naming the
 * field, and nothing of the refused request is kept.
 */
let t: TTestApp
let world: Awaited<ReturnType<typeof hostListingAndRenter>>
beforeAll(async () => {
  t = await createTestApp()
  world = await hostListingAndRenter(t)
}, 60_000)
afterAll(async () => t?.close())

const french = { 'accept-language': 'fr' }

it('refuses a sign-up with a NUL byte, in French, and creates no account', async () => {
  const account = newAccount({ first_name: 'Lé\u0000a' })
  const refused = await t.inject({ method: 'POST', url: '/api/register/', headers: french, payload: account })
  expect(refused.statusCode).toBe(400)
  expect(refused.json().fields.first_name).toBe(
    'Écrivez ce texte sur une seule ligne, sans saut de ligne ni caractère de contrôle.',
  )
  const login = await t.inject({
    method: 'POST',
    url: '/api/login/',
    payload: { email: account.email, password: account.password },
  })
  expect(login.statusCode).toBe(401)
})

it('refuses NUL in messages, new conversations, visit requests and the bio, and keeps what was there', async () => {
  const renter = bearer(world.renter.access)
  const opened = await t.inject({
    method: 'POST',
    url: '/api/conversations/',
    headers: renter,
    payload: { property: world.listingId, message: 'Is the desk by the window?' },
  })
  const conversation = opened.json().id as number
  const attempts = [
    {
      url: `/api/conversations/${conversation}/messages/`,
      method: 'POST',
      payload: { body: 'pay\u0000me' },
      field: 'body',
    },
    {
      url: '/api/conversations/',
      method: 'POST',
      payload: { property: world.listingId, message: 'hi\u0000' },
      field: 'message',
    },
    {
      url: '/api/visits/',
      method: 'POST',
      payload: {
        property: world.listingId,
        date: '2031-01-10',
        time: '10:00',
        mode: 'in_person',
        message: '\u0000',
      },
      field: 'message',
    },
    { url: '/api/profile/', method: 'PATCH', payload: { bio: 'Student\u0000' }, field: 'bio' },
  ] as const
  for (const attempt of attempts) {
    const response = await t.inject({ ...attempt, headers: { ...renter, ...french } })
    expect(response.statusCode, attempt.url).toBe(400)
    expect(response.json().fields[attempt.field]).toBe(
      'Retirez les caractères de contrôle (comme NUL) de ce texte.',
    )
  }
  const messages = await t.inject({
    method: 'GET',
    url: `/api/conversations/${conversation}/messages/`,
    headers: renter,
  })
  expect(messages.json().results.map((message: { body: string }) => message.body)).toEqual([
    'Is the desk by the window?',
  ])
  const visits = await t.inject({ method: 'GET', url: '/api/visits/', headers: renter })
  expect(visits.json().count).toBe(0)
  const profile = await t.inject({ method: 'GET', url: '/api/profile/', headers: renter })
  expect(profile.json().bio).toBe('')
})

it('refuses a listing title with a line break; a description keeps its paragraphs, CRLF stored as LF', async () => {
  const host = bearer(world.host.access)
  const files = await listingFiles()
  const refused = await t.inject({
    method: 'POST',
    url: '/api/properties/',
    headers: { ...host, ...french },
    payload: multipart(listingFields({ title: 'Loft\rX-INJECTED:1' }), files) as never,
  })
  expect(refused.statusCode).toBe(400)
  expect(refused.json().fields.title).toMatch(/une seule ligne/)
  const before = await t.inject({ method: 'GET', url: '/api/host-properties/', headers: host })

  const created = await t.inject({
    method: 'POST',
    url: '/api/properties/',
    headers: host,
    payload: multipart(listingFields({ description: 'Bright room.\r\n\r\nDesk included.' }), files) as never,
  })
  expect(created.statusCode).toBe(201)
  const listing = await t.inject({
    method: 'GET',
    url: `/api/host-properties/${created.json().property_id}/`,
    headers: host,
  })
  expect(listing.json().description).toBe('Bright room.\n\nDesk included.')
  const after = await t.inject({ method: 'GET', url: '/api/host-properties/', headers: host })
  expect(after.json().count).toBe(before.json().count + 1)
})

it('answers 400 past the integer column and 404 at its edge, signed out and in', async () => {
  for (const url of [
    '/api/properties/2147483648/',
    '/api/blogs/2147483648',
    '/api/properties/99999999999999999999/',
  ]) {
    const response = await t.inject({ method: 'GET', url, headers: french })
    expect(response.statusCode, url).toBe(400)
    expect(response.json().code).toBe('validation_error')
  }
  // Paths the router refuses before any hook (a broken escape, a parameter past its length limit).
  for (const url of ['/api/properties/%zz/', `/api/properties/${'é'.repeat(120)}/`]) {
    const response = await t.inject({ method: 'GET', url, headers: french })
    expect(response.statusCode, url).toBe(400)
    expect(response.json()).toMatchObject({
      code: 'validation_error',
      message: 'Certains champs demandent votre attention.',
    })
  }
  for (const url of ['/api/properties/2147483647/', '/api/blogs/2147483647']) {
    expect((await t.inject({ method: 'GET', url })).statusCode, url).toBe(404)
  }
  const host = bearer(world.host.access)
  const filtered = await t.inject({
    method: 'GET',
    url: '/api/host/bookings/?property=4294967296',
    headers: host,
  })
  expect(filtered.statusCode).toBe(400)
  const review = await t.inject({
    method: 'POST',
    url: '/api/reviews/',
    headers: bearer(world.renter.access),
    payload: { booking: 4294967296, rating: 5, comment: 'Great' },
  })
  expect(review.statusCode).toBe(400)
  expect(review.json().fields).toHaveProperty('booking')
})
