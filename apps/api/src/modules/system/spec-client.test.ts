import { afterAll, beforeAll, expect, it } from 'vitest'
import { newAccount, signUpAdmin } from '../../test/accounts.ts'
import { seedBlogs } from '../../test/blogs.ts'
import { startFakeGoogle } from '../../test/fake-google.ts'
import { multipart, samplePng } from '../../test/files.ts'
import { approveListing, listingFields, listingFiles, signUpHost } from '../../test/listings.ts'
import { createSpecClient } from '../../test/spec-client.ts'
import { createTestApp, type TTestApp } from '../../test/test-app.ts'

/**
 * Every call of the specification's calls table, made as the spec's own client wrapper makes it
 * (a JSON content type on every request that is not a form, DELETE included), over real HTTP.
 */
const CLIENT_ID = 'demeure-spec.apps.googleusercontent.com'
let t: TTestApp
let google: Awaited<ReturnType<typeof startFakeGoogle>>
let call: ReturnType<typeof createSpecClient>

beforeAll(async () => {
  google = await startFakeGoogle()
  t = await createTestApp({ GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_JWKS_URL: google.jwksUrl })
  await t.app.listen({ host: '127.0.0.1', port: 0 })
  call = createSpecClient(`http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`)
}, 60_000)
afterAll(async () => {
  await t?.close()
  await google?.close()
})

it('signs up, logs in, reads the profile, and answers Google and forgot-password failures with `error`', async () => {
  const account = newAccount()
  const registered = await call('POST', '/api/register/', { body: account })
  expect(registered.status).toBe(201)
  expect(registered.body?.message).toEqual(expect.any(String))

  const login = await call('POST', '/api/login/', {
    body: { email: account.email, password: account.password },
  })
  expect(login.ok).toBe(true)
  expect(login.body).toMatchObject({
    access: expect.any(String),
    user: { email: account.email },
    message: expect.any(String),
  })
  const profile = await call('GET', '/api/profile/', { token: login.body?.access as string })
  expect(profile.body?.user_type).toBe('guest')

  const idToken = await google.signIdToken({
    aud: CLIENT_ID,
    sub: 'google-spec-1',
    email: 'spec.client@example.com',
    email_verified: true,
    given_name: 'Inès',
    family_name: 'Roy',
  })
  const signedIn = await call('POST', '/api/auth/google/', { body: { id_token: idToken } })
  expect(signedIn.body).toMatchObject({
    access: expect.any(String),
    user: { email: 'spec.client@example.com' },
  })
  const refused = await call('POST', '/api/auth/google/', { body: { id_token: 'not-a-token' } })
  expect(refused.ok).toBe(false)
  expect(refused.body?.error).toEqual(refused.body?.message)
  expect(refused.body?.error).toEqual(expect.any(String))

  const forgot = await call('POST', '/api/forgot-password/', { body: { email: 'not an email' } })
  expect(forgot.status).toBe(400)
  expect(forgot.body?.error).toBe(forgot.body?.message)
  expect((await call('POST', '/api/forgot-password/', { body: { email: account.email } })).ok).toBe(true)
  // Other calls keep the documented error shape, without the extra field.
  expect(
    (await call('POST', '/api/login/', { body: { email: account.email, password: 'wrong-one' } })).body,
  ).not.toHaveProperty('error')
})

it('creates, lists, edits and deletes a listing with its photos and reserved dates', async () => {
  const host = await signUpHost(t)
  const token = host.access
  const files = await listingFiles()
  const created = await call('POST', '/api/properties/', {
    token,
    body: multipart(
      listingFields(),
      files.filter((file) => file.field !== 'photos'),
    ),
  })
  expect(created.status).toBe(201)
  const property = created.body?.property_id as number
  expect(property).toEqual(expect.any(Number))

  const photo = await call('POST', '/api/photos/', {
    token,
    body: multipart({ property: String(property) }, [
      { field: 'image', name: 'room.png', data: await samplePng(200), type: 'image/png' },
    ]),
  })
  expect(photo.status).toBe(201)

  const period = await call('POST', '/api/availabilities/', {
    token,
    body: { property, start_date: '2031-01-01', end_date: '2031-03-31', price_per_month: '1200' },
  })
  expect(period.status).toBe(201)
  const reserved = await call('POST', '/api/availabilities/', {
    token,
    body: { property, start_date: '2031-02-01', end_date: '2031-02-10', is_available: false },
  })
  expect(reserved.status).toBe(201)
  const periodId = reserved.body?.availability_id ?? reserved.body?.id
  const edited = await call('PATCH', `/api/availabilities/${periodId}/`, {
    token,
    body: { start_date: '2031-02-01', end_date: '2031-02-12', is_available: false },
  })
  expect(edited.ok).toBe(true)
  const removedPeriod = await call('DELETE', `/api/availabilities/${periodId}/`, { token })
  expect(removedPeriod).toEqual({ ok: true, status: 204, body: null })

  const listed = await call('GET', '/api/host-properties/', { token })
  expect(
    ((listed.body?.results ?? []) as { property_id: number }[]).map((listing) => listing.property_id),
  ).toContain(property)
  const patched = await call('PATCH', `/api/host-properties/${property}/`, {
    token,
    body: multipart({ title: 'Bright room near McGill, renovated' }, [
      { field: 'photos', name: 'desk.png', data: await samplePng(120), type: 'image/png' },
    ]),
  })
  expect(patched.ok).toBe(true)

  const removed = await call('DELETE', `/api/host-properties/${property}/`, { token })
  expect(removed).toEqual({ ok: true, status: 204, body: null })
})

it('follows the map data pages, reads the blog, and talks to the room finder', async () => {
  const host = await signUpHost(t)
  const staff = await signUpAdmin(t)
  const created = await call('POST', '/api/properties/', {
    token: host.access,
    body: multipart(listingFields(), await listingFiles()),
  })
  await approveListing(t, staff.access, created.body?.property_id as number)
  let next: string | null = '/api/properties/map-data/'
  const ids: number[] = []
  while (next) {
    const page = await call('GET', next, { query: { page_size: '1' } })
    expect(page.ok).toBe(true)
    ids.push(...((page.body?.results ?? []) as { property_id: number }[]).map((item) => item.property_id))
    next = page.body?.next as string | null
    expect(next === null || next.startsWith('/api/')).toBe(true)
  }
  expect(ids).toContain(created.body?.property_id)

  await seedBlogs(t)
  const blogs = await call('GET', '/api/blogs')
  expect(((blogs.body?.results ?? []) as unknown[]).length).toBeGreaterThan(0)

  const renter = await call('POST', '/api/login/', {
    body: { email: host.account.email, password: host.account.password },
  })
  const token = renter.body?.access as string
  const answer = await call('POST', '/api/chat/', {
    token,
    body: { message: 'A furnished room near McGill', history: [{ sender: 'user', content: 'Hello' }] },
  })
  expect(answer.body?.response).toEqual(expect.any(String))
  const empty = await call('POST', '/api/chat/', { token, body: { message: '', history: [] } })
  expect(empty.status).toBe(400)
  expect(empty.body?.error).toBe(empty.body?.message)
  const signedOut = await call('POST', '/api/chat/', { body: { message: 'Hi', history: [] } })
  expect(signedOut.status).toBe(401)
  expect(signedOut.body?.error).toBe(signedOut.body?.message)
})

it('turns a network failure into the synthetic 500', async () => {
  const unreachable = createSpecClient('http://127.0.0.1:9')
  expect(await unreachable('GET', '/api/blogs')).toEqual({
    ok: false,
    status: 500,
    body: { message: 'The server is unresponsive' },
  })
})
