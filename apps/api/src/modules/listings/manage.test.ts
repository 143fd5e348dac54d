import { existsSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, signUpAdmin, signUpAndLogIn } from '../../test/accounts.ts'
import { publishListings } from '../../test/catalogue.ts'
import { multipart, sampleMp4, samplePng } from '../../test/files.ts'
import { createListing, signUpHost } from '../../test/listings.ts'
import { createTestApp, type TTestApp } from '../../test/test-app.ts'

let t: TTestApp
let host: Awaited<ReturnType<typeof signUpHost>>
let other: Awaited<ReturnType<typeof signUpHost>>
beforeAll(async () => {
  t = await createTestApp()
  host = await signUpHost(t)
  other = await signUpHost(t)
})
afterAll(() => t.close())

const get = (access: string, id: number) =>
  t.inject({ method: 'GET', url: `/api/host-properties/${id}/`, headers: bearer(access) })
const patch = (access: string, id: number, body: FormData) =>
  t.inject({
    method: 'PATCH',
    url: `/api/host-properties/${id}/`,
    headers: bearer(access),
    payload: body as never,
  })
const mediaPath = (url: string) => path.join(t.dataDir, 'uploads', 'public', url.replace(/^\/media\//, ''))

describe('host listings', () => {
  it("lists only the host's own listings; others get 403, guests 403, anonymous 401", async () => {
    const id = await createListing(t, host.access, { title: 'Mine' })
    await createListing(t, other.access, { title: 'Not mine' })
    const mine = await t.inject({ method: 'GET', url: '/api/host-properties/', headers: bearer(host.access) })
    expect(mine.json().results.map((p: { title: string }) => p.title)).toEqual(['Mine'])
    expect(mine.json()).toMatchObject({ count: 1, next: null, previous: null })

    expect((await get(other.access, id)).statusCode).toBe(403)
    const guest = await signUpAndLogIn(t)
    expect((await get(guest.access, id)).statusCode).toBe(403)
    expect((await t.inject({ method: 'GET', url: `/api/host-properties/${id}/` })).statusCode).toBe(401)
    expect((await get(host.access, 999_999)).statusCode).toBe(404)
    const admin = await signUpAdmin(t)
    expect((await get(admin.access, id)).statusCode).toBe(200)
  })

  it('edits fields, adds photos and replaces the video; bad values change nothing', async () => {
    const id = await createListing(t, host.access)
    const before = (await get(host.access, id)).json()

    const bad = await patch(
      host.access,
      id,
      multipart({ price_per_month: 'abc', additional_capacity_percentage: '1.5' }),
    )
    expect(bad.statusCode).toBe(400)
    expect(bad.json().fields).toEqual({
      price_per_month: 'Price must be a number.',
      additional_capacity_percentage: 'Additional capacity percentage must be between 0 and 1.',
    })
    expect((await get(host.access, id)).json()).toEqual(before)

    const edited = await patch(
      host.access,
      id,
      multipart(
        { title: 'Renovated room near McGill', price_per_month: '1250.50', additional_capacity: '3' },
        [
          { field: 'photos', name: 'new.png', data: await samplePng(300) },
          { field: 'video', name: 'new-tour.mp4', data: sampleMp4(4096) },
        ],
      ),
    )
    expect(edited.statusCode).toBe(200)
    expect(edited.json()).toMatchObject({
      title: 'Renovated room near McGill',
      price_per_month: '1250.50',
      max_guests: 4,
      description: before.description,
    })
    expect(edited.json().photos).toHaveLength(3)
    expect(edited.json().video).not.toBe(before.video)
    expect(existsSync(mediaPath(before.video))).toBe(false)
    expect(existsSync(mediaPath(edited.json().video))).toBe(true)

    expect((await patch(other.access, id, multipart({ title: 'Hijacked' }))).statusCode).toBe(403)
  })

  it('an empty French title or description on edit removes the French text, for readers too', async () => {
    const [id] = (await publishListings(t, host.user.id, [
      {
        title: 'Renovated room near McGill',
        titleFr: 'Chambre rénovée près de McGill',
        descriptionFr: 'Une chambre lumineuse, à deux pas du campus.',
      },
    ])) as [number]
    expect((await get(host.access, id)).json()).toMatchObject({ title_fr: 'Chambre rénovée près de McGill' })

    const cleared = await patch(host.access, id, multipart({ title_fr: '', description_fr: '  ' }))
    expect(cleared.statusCode).toBe(200)
    expect(cleared.json()).toMatchObject({ title_fr: '', description_fr: '' })
    // Readers see it too: the listing page and the search card fall back to the main text.
    const page = await t.inject({ method: 'GET', url: `/api/properties/${id}/` })
    expect(page.json()).toMatchObject({ title_fr: '', description_fr: '' })
    const found = await t.inject({ method: 'GET', url: '/api/properties/?search=McGill' })
    const card = found.json().results.find((item: { property_id: number }) => item.property_id === id)
    expect(card).toMatchObject({ title: 'Renovated room near McGill', title_fr: '' })
  })

  it('a rejected listing goes back to review when its host edits it', async () => {
    const admin = await signUpAdmin(t)
    const id = await createListing(t, host.access)
    await t.inject({
      method: 'POST',
      url: `/api/admin/properties/${id}/reject/`,
      headers: bearer(admin.access),
      payload: { reason: 'Blurry photos' },
    })
    const edited = await patch(host.access, id, multipart({ description: 'New, sharper photos.' }))
    expect(edited.json()).toMatchObject({ status: 'pending_review', rejection_reason: null })
  })

  it('adds and deletes single photos through the spec calls, for the owner only', async () => {
    const id = await createListing(t, host.access)
    const add = (access: string, fields: Record<string, string>, data?: Buffer) =>
      t.inject({
        method: 'POST',
        url: '/api/photos/',
        headers: bearer(access),
        payload: multipart(fields, data ? [{ field: 'image', name: 'extra.png', data }] : []) as never,
      })
    const added = await add(host.access, { property: String(id), description: 'Balcony' }, await samplePng())
    expect(added.statusCode).toBe(201)
    expect(added.json()).toMatchObject({ property: id, description: 'Balcony' })
    expect((await add(other.access, { property: String(id) }, await samplePng())).statusCode).toBe(403)
    expect((await add(host.access, { property: String(id) })).json().fields).toEqual({
      image: 'This field is required.',
    })

    const photoId = added.json().id
    expect(
      (await t.inject({ method: 'DELETE', url: `/api/photos/${photoId}/`, headers: bearer(other.access) }))
        .statusCode,
    ).toBe(403)
    const removed = await t.inject({
      method: 'DELETE',
      url: `/api/photos/${photoId}/`,
      headers: bearer(host.access),
    })
    expect(removed.statusCode).toBe(204)
    expect(existsSync(mediaPath(added.json().card))).toBe(false)
    expect((await get(host.access, id)).json().photos.map((p: { id: number }) => p.id)).not.toContain(photoId)
  })

  it('deletes a listing with every file it had', async () => {
    const id = await createListing(t, host.access)
    const listing = (await get(host.access, id)).json()
    expect(
      (
        await t.inject({
          method: 'DELETE',
          url: `/api/host-properties/${id}/`,
          headers: bearer(other.access),
        })
      ).statusCode,
    ).toBe(403)
    const removed = await t.inject({
      method: 'DELETE',
      url: `/api/host-properties/${id}/`,
      headers: bearer(host.access),
    })
    expect(removed.statusCode).toBe(204)
    expect((await get(host.access, id)).statusCode).toBe(404)
    for (const photo of listing.photos) expect(existsSync(mediaPath(photo.image))).toBe(false)
    expect(existsSync(mediaPath(listing.video))).toBe(false)
  })
})

describe('availabilities and reserved dates', () => {
  it('adds, edits and deletes reserved dates with the edit-modal rules', async () => {
    const id = await createListing(t, host.access)
    const post = (access: string, payload: object) =>
      t.inject({ method: 'POST', url: '/api/availabilities/', headers: bearer(access), payload })

    const missing = await post(host.access, {
      property: id,
      start_date: '',
      end_date: '',
      is_available: false,
    })
    expect(missing.statusCode).toBe(400)
    expect(missing.json().fields).toEqual({
      start_date: 'Start date and end date are required.',
      end_date: 'Start date and end date are required.',
    })
    const reversed = await post(host.access, {
      property: id,
      start_date: '2030-03-10',
      end_date: '2030-03-01',
      is_available: false,
    })
    expect(reversed.json().fields).toEqual({ end_date: 'End date must be after start date.' })
    const past = await post(host.access, {
      property: id,
      start_date: '2020-03-01',
      end_date: '2030-03-10',
      is_available: false,
    })
    expect(past.json().fields).toEqual({ start_date: 'Start date cannot be in the past.' })
    expect(
      (await post(other.access, { property: id, start_date: '2030-03-01', end_date: '2030-03-10' }))
        .statusCode,
    ).toBe(403)

    const created = await post(host.access, {
      property: id,
      start_date: '2030-03-01',
      end_date: '2030-03-10',
      is_available: false,
    })
    expect(created.statusCode).toBe(201)
    expect(created.json()).toMatchObject({ property: id, start_date: '2030-03-01', is_available: false })
    const periodId = created.json().availability_id

    const edited = await t.inject({
      method: 'PATCH',
      url: `/api/availabilities/${periodId}/`,
      headers: bearer(host.access),
      payload: { start_date: '2030-03-05', end_date: '2030-03-20', is_available: false },
    })
    expect(edited.statusCode).toBe(200)
    expect(edited.json()).toMatchObject({ start_date: '2030-03-05', end_date: '2030-03-20' })
    const listing = (await get(host.access, id)).json()
    expect(listing.availabilities.filter((a: { is_available: boolean }) => !a.is_available)).toHaveLength(1)

    const stranger = await t.inject({
      method: 'DELETE',
      url: `/api/availabilities/${periodId}/`,
      headers: bearer(other.access),
    })
    expect(stranger.statusCode).toBe(403)
    const removed = await t.inject({
      method: 'DELETE',
      url: `/api/availabilities/${periodId}/`,
      headers: bearer(host.access),
    })
    expect(removed.statusCode).toBe(204)
    const gone = await t.inject({
      method: 'DELETE',
      url: `/api/availabilities/${periodId}/`,
      headers: bearer(host.access),
    })
    expect(gone.statusCode).toBe(404)
  })
})

describe('GET /api/host/dashboard/', () => {
  it('counts the host’s listings by status and lists upcoming reserved dates, for hosts only', async () => {
    const fresh = await signUpHost(t)
    const empty = await t.inject({
      method: 'GET',
      url: '/api/host/dashboard/',
      headers: bearer(fresh.access),
    })
    expect(empty.json()).toMatchObject({
      listings: { pending_review: 0, published: 0, rejected: 0 },
      upcoming_reserved: [],
    })

    const id = await createListing(t, fresh.access, { title: 'Dashboard flat' })
    await createListing(t, fresh.access)
    await t.inject({
      method: 'POST',
      url: '/api/availabilities/',
      headers: bearer(fresh.access),
      payload: { property: id, start_date: '2031-05-01', end_date: '2031-05-15', is_available: false },
    })
    const dashboard = await t.inject({
      method: 'GET',
      url: '/api/host/dashboard/',
      headers: bearer(fresh.access),
    })
    expect(dashboard.json()).toMatchObject({
      listings: { pending_review: 2, published: 0, rejected: 0 },
      upcoming_reserved: [
        {
          property_id: id,
          title: 'Dashboard flat',
          title_fr: '',
          start_date: '2031-05-01',
          end_date: '2031-05-15',
        },
      ],
    })
    const guest = await signUpAndLogIn(t)
    expect(
      (await t.inject({ method: 'GET', url: '/api/host/dashboard/', headers: bearer(guest.access) }))
        .statusCode,
    ).toBe(403)
  })
})
