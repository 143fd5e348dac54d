import { readdirSync } from 'node:fs'
import path from 'node:path'
import { count } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, signUpAdmin, signUpAndLogIn } from '../../test/accounts.ts'
import { multipart, samplePdf, samplePng } from '../../test/files.ts'
import { listingFields, listingFiles, signUpHost } from '../../test/listings.ts'
import { createTestApp, type TTestApp } from '../../test/test-app.ts'
import { storedFiles } from '../files/tables.ts'
import { availabilities } from './availability-tables.ts'
import { properties, propertyPhotos } from './tables.ts'

let t: TTestApp
let host: Awaited<ReturnType<typeof signUpHost>>
beforeAll(async () => {
  t = await createTestApp()
  host = await signUpHost(t)
})
afterAll(() => t.close())

const create = (access: string, body: FormData | object, language = 'en') =>
  t.inject({
    method: 'POST',
    url: '/api/properties/',
    headers: { ...bearer(access), 'accept-language': language },
    payload: body as never,
  })

/** Rows in every listing table and files on disk: a refused request must change none of them. */
async function footprint() {
  const db = t.database.db
  const n = async (
    table: typeof properties | typeof propertyPhotos | typeof availabilities | typeof storedFiles,
  ) => (await db.select({ n: count() }).from(table))[0]?.n
  const walk = (dir: string): string[] => {
    try {
      return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory() ? walk(path.join(dir, entry.name)) : [entry.name],
      )
    } catch {
      return []
    }
  }
  return {
    properties: await n(properties),
    photos: await n(propertyPhotos),
    availabilities: await n(availabilities),
    files: await n(storedFiles),
    disk: walk(path.join(t.dataDir, 'uploads')).length,
  }
}

describe('POST /api/properties/', () => {
  it('creates the listing, photos, videos and availability in one request, pending review', async () => {
    const response = await create(host.access, multipart(listingFields(), await listingFiles()))
    expect(response.statusCode).toBe(201)
    const { property_id: id, status } = response.json()
    expect(status).toBe('pending_review')

    const detail = await t.inject({
      method: 'GET',
      url: `/api/host-properties/${id}/`,
      headers: bearer(host.access),
    })
    expect(detail.statusCode).toBe(200)
    const listing = detail.json()
    expect(listing).toMatchObject({
      title: 'Bright room near McGill',
      price_per_month: '1150.00',
      price_per_night: '38.33',
      latitude: '45.504800',
      max_guests: 2,
      additional_capacity_percentage: '0.20',
      rules: ['No parties'],
      amenities: ['Wi-Fi', 'Desk & chair'],
      availabilities: [{ start_date: '2030-01-01', end_date: '2030-12-31', is_available: true }],
    })
    expect(listing.photos).toHaveLength(2)
    expect(listing.video).toMatch(/^\/media\/videos\/.+\.mp4$/)
    expect(listing.ownership_verification_video.name).toBe('proof.MP4')

    const card = await t.inject({ method: 'GET', url: listing.photos[0].card })
    const meta = await sharp(card.rawPayload).metadata()
    expect(meta).toMatchObject({ format: 'webp', width: 640, height: 480 })
    expect(meta.exif).toBeUndefined()
  })

  it('keeps an optional French title and description, shown on the detail and the search card', async () => {
    const admin = await signUpAdmin(t)
    const french = {
      title: 'Bright room near the canal',
      title_fr: 'Chambre lumineuse près du canal',
      description_fr: 'Une chambre meublée à deux pas du canal de Lachine.',
    }
    const created = (await create(host.access, multipart(listingFields(french), await listingFiles()))).json()
    await t.inject({
      method: 'POST',
      url: `/api/admin/properties/${created.property_id}/approve/`,
      headers: bearer(admin.access),
    })
    const detail = (await t.inject({ method: 'GET', url: `/api/properties/${created.property_id}/` })).json()
    expect(detail).toMatchObject({
      title_fr: french.title_fr,
      description_fr: french.description_fr,
    })
    const cards = (await t.inject({ method: 'GET', url: '/api/properties/?location=canal' })).json()
    expect(cards.results[0]).toMatchObject({ property_id: created.property_id, title_fr: french.title_fr })
    // Found by its French title too.
    const byFrench = (await t.inject({ method: 'GET', url: '/api/properties/?location=lumineuse' })).json()
    expect(byFrench.results.map((card: { property_id: number }) => card.property_id)).toContain(
      created.property_id,
    )

    const plain = (await create(host.access, multipart(listingFields(), await listingFiles()))).json()
    const mine = await t.inject({
      method: 'GET',
      url: `/api/host-properties/${plain.property_id}/`,
      headers: bearer(host.access),
    })
    expect(mine.json()).toMatchObject({ title_fr: '', description_fr: '' })

    const before = await footprint()
    const tooLong = await create(
      host.access,
      multipart(listingFields({ title_fr: 'x'.repeat(500) }), await listingFiles()),
      'fr',
    )
    expect(tooLong.statusCode).toBe(400)
    expect(Object.keys(tooLong.json().fields)).toEqual(['title_fr'])
    expect(tooLong.json().fields.title_fr).toMatch(/caractères/)
    expect(await footprint()).toEqual(before)
  })

  it('only lets approved co-hosts create listings', async () => {
    const guest = await signUpAndLogIn(t)
    const body = multipart(listingFields(), await listingFiles())
    expect((await create(guest.access, body)).statusCode).toBe(403)
    const anonymous = await t.inject({ method: 'POST', url: '/api/properties/', payload: body as never })
    expect(anonymous.statusCode).toBe(401)
  })

  it("answers every field rule with the spec's text and leaves nothing behind", async () => {
    const before = await footprint()
    const response = await create(
      host.access,
      multipart(
        listingFields({
          title: '',
          latitude: '',
          longitude: '',
          price_per_month: 'twelve',
          num_beds: '-2',
          free_capacity: '0',
          additional_capacity: '0',
          availability: JSON.stringify([{ start_date: '2020-01-01', end_date: '' }]),
        }),
        await listingFiles(),
      ),
    )
    expect(response.statusCode).toBe(400)
    expect(response.json().fields).toEqual({
      title: 'This field is required.',
      latitude: 'Please select a location on the map.',
      longitude: 'Please select a location on the map.',
      price_per_month: 'Price must be a number.',
      num_beds: 'Number of beds must be a non-negative number.',
      'availability.0.start_date': 'Start date cannot be in the past.',
      'availability.0.end_date': 'End date is required.',
    })
    const guests = await create(
      host.access,
      multipart(listingFields({ free_capacity: '0', additional_capacity: '0' }), await listingFiles()),
    )
    expect(guests.json().fields).toEqual({ max_guests: 'Maximum guests must be greater than 0.' })
    const rules = await create(
      host.access,
      multipart(listingFields({ rules: ['1', '2', '3', '4', '5', '6'] }), await listingFiles()),
    )
    expect(rules.json().fields).toEqual({ rules: 'Maximum of 5 rules reached.' })
    expect(await footprint()).toEqual(before)
  })

  it('checks every file by its bytes and size, with the spec texts, and stores nothing on refusal', async () => {
    const before = await footprint()
    const files = await listingFiles()
    const without = (field: string) => files.filter((file) => file.field !== field)

    const noProof = await create(
      host.access,
      multipart(listingFields(), without('ownership_verification_video')),
    )
    expect(noProof.json().fields).toEqual({ ownership_verification_video: 'This field is required.' })

    const fakeVideo = await create(
      host.access,
      multipart(listingFields(), [
        ...without('video'),
        { field: 'video', name: 'tour.mp4', data: samplePdf(), type: 'video/mp4' },
      ]),
    )
    expect(fakeVideo.statusCode).toBe(400)
    expect(fakeVideo.json().fields).toEqual({
      video: 'Invalid video file type. Allowed: mp4, mov, avi, mkv.',
    })

    const fakePhoto = await create(
      host.access,
      multipart(listingFields(), [
        ...without('photos'),
        { field: 'photos', name: 'kitchen.jpg', data: samplePdf(), type: 'image/jpeg' },
      ]),
    )
    expect(fakePhoto.json().fields).toEqual({
      photos: 'Photo "kitchen.jpg" has invalid file type. Allowed: jpg, jpeg, png.',
    })

    const gifNamedPng = await create(
      host.access,
      multipart(listingFields(), [
        ...without('photos'),
        { field: 'photos', name: 'a.gif', data: await samplePng(), type: 'image/png' },
      ]),
    )
    expect(gifNamedPng.json().fields.photos).toBe(
      'Photo "a.gif" has invalid file type. Allowed: jpg, jpeg, png.',
    )

    const bigPhoto = Buffer.concat([await samplePng(), Buffer.alloc(2 * 1024 * 1024)])
    const tooBig = await create(
      host.access,
      multipart(listingFields(), [
        ...without('photos'),
        { field: 'photos', name: 'huge.png', data: bigPhoto },
      ]),
      'fr',
    )
    expect(tooBig.statusCode).toBe(413)
    expect(tooBig.json().fields).toEqual({ photos: 'La photo « huge.png » dépasse la limite de 2 Mo.' })

    expect(await footprint()).toEqual(before)
  })

  it('refuses a 50 MB video at its 15 MB limit, removing the part already streamed', async () => {
    const before = await footprint()
    const files = (await listingFiles()).filter((file) => file.field !== 'ownership_verification_video')
    const huge = Buffer.concat([
      (await listingFiles()).find((f) => f.field === 'video')?.data as Buffer,
      Buffer.alloc(50 * 1024 * 1024),
    ])
    const response = await create(
      host.access,
      multipart(listingFields(), [
        ...files,
        { field: 'ownership_verification_video', name: 'proof.mp4', data: huge },
      ]),
    )
    expect(response.statusCode).toBe(413)
    expect(response.json().fields).toEqual({
      ownership_verification_video: 'Verification video file size must be at most 15MB.',
    })
    expect(await footprint()).toEqual(before)
  })

  it('refuses JSON (files need multipart) and unknown file fields', async () => {
    expect((await create(host.access, listingFields())).statusCode).toBe(415)
    const unknown = await create(
      host.access,
      multipart(listingFields(), [
        ...(await listingFiles()),
        { field: 'malware', name: 'x.exe', data: samplePdf() },
      ]),
    )
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().fields).toEqual({ malware: 'This field is not accepted.' })
  })
})

describe('staff listing review', () => {
  it('queues new listings for admins only; approve publishes, reject returns it with a reason', async () => {
    const admin = await signUpAdmin(t)
    const first = (
      await create(host.access, multipart(listingFields({ title: 'To approve' }), await listingFiles()))
    ).json()
    const second = (
      await create(host.access, multipart(listingFields({ title: 'To reject' }), await listingFiles()))
    ).json()

    expect(
      (await t.inject({ method: 'GET', url: '/api/admin/properties/', headers: bearer(host.access) }))
        .statusCode,
    ).toBe(403)
    const queue = await t.inject({
      method: 'GET',
      url: '/api/admin/properties/',
      headers: bearer(admin.access),
    })
    const titles = queue.json().results.map((p: { title: string }) => p.title)
    expect(titles).toEqual(expect.arrayContaining(['To approve', 'To reject']))
    const queued = queue
      .json()
      .results.find((p: { property_id: number }) => p.property_id === first.property_id)
    const video = await t.inject({
      method: 'GET',
      url: `/api/files/${queued.ownership_verification_video.id}/`,
      headers: bearer(admin.access),
    })
    expect(video.statusCode).toBe(200)

    const approve = await t.inject({
      method: 'POST',
      url: `/api/admin/properties/${first.property_id}/approve/`,
      headers: bearer(admin.access),
    })
    expect(approve.statusCode).toBe(204)
    const reject = await t.inject({
      method: 'POST',
      url: `/api/admin/properties/${second.property_id}/reject/`,
      headers: bearer(admin.access),
      payload: { reason: 'The photos do not show the bedroom.' },
    })
    expect(reject.statusCode).toBe(204)

    const mine = await t.inject({ method: 'GET', url: '/api/host-properties/', headers: bearer(host.access) })
    const byId = Object.fromEntries(
      mine.json().results.map((p: { property_id: number }) => [p.property_id, p]),
    )
    expect(byId[first.property_id]).toMatchObject({ status: 'published', rejection_reason: null })
    expect(byId[second.property_id]).toMatchObject({
      status: 'rejected',
      rejection_reason: 'The photos do not show the bedroom.',
    })
    const again = await t.inject({
      method: 'POST',
      url: `/api/admin/properties/${first.property_id}/approve/`,
      headers: bearer(admin.access),
    })
    expect(again.statusCode).toBe(409)
  })
})
