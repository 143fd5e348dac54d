import type { TStaffListing } from '@demeure/shared'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, signUpAdmin } from '../../test/accounts.ts'
import { multipart, sampleMp4 } from '../../test/files.ts'
import { approveListing, createListing, listingFields, signUpHost } from '../../test/listings.ts'
import { copiesOf, demoRoomPhotos } from '../../test/photo-copies.ts'
import { createTestApp, type TTestApp } from '../../test/test-app.ts'

/**
 * docs/product-rules.md, "Held for review: copied photos and prices far below the area": real
 * photos (the demo's rooms, drawn by sharp) and copies of them made here, through the HTTP routes.
 */
let t: TTestApp
let admin: Awaited<ReturnType<typeof signUpAdmin>>
let owner: Awaited<ReturnType<typeof signUpHost>>
let photos: Buffer[]
let originalListing: number

beforeAll(async () => {
  t = await createTestApp()
  admin = await signUpAdmin(t)
  owner = await signUpHost(t)
  photos = await demoRoomPhotos()
  originalListing = await createWithPhotos(owner.access, [photos[0] as Buffer, photos[30] as Buffer])
  await approveListing(t, admin.access, originalListing)
}, 120_000)
afterAll(async () => {
  await t?.close()
})

async function createWithPhotos(access: string, images: Buffer[], overrides: Record<string, string> = {}) {
  const response = await t.inject({
    method: 'POST',
    url: '/api/properties/',
    headers: bearer(access),
    payload: multipart(listingFields(overrides), [
      ...images.map((data, index) => ({
        field: 'photos',
        name: `room-${index}.jpg`,
        data,
        type: 'image/jpeg',
      })),
      { field: 'ownership_verification_video', name: 'proof.mp4', data: sampleMp4(), type: 'video/mp4' },
    ]) as never,
  })
  if (response.statusCode !== 201) throw new Error(`create failed: ${response.body}`)
  return response.json().property_id as number
}

/** The staff queue's entry for a listing (pending review unless said otherwise). */
async function staffView(id: number, status = 'pending_review'): Promise<TStaffListing> {
  const response = await t.inject({
    method: 'GET',
    url: `/api/admin/properties/?status=${status}&page_size=100`,
    headers: bearer(admin.access),
  })
  expect(response.statusCode).toBe(200)
  const found = (response.json().results as TStaffListing[]).find((listing) => listing.property_id === id)
  if (!found) throw new Error(`listing ${id} is not in the ${status} queue`)
  return found
}

describe('copied photos', () => {
  it('holds a listing whose photo is a copy of another host’s, whatever was done to the copy', async () => {
    const copies = await copiesOf(photos[0] as Buffer)
    const thief = await signUpHost(t)
    for (const [what, copy] of Object.entries(copies)) {
      const id = await createWithPhotos(thief.access, [copy, photos[50] as Buffer])
      const holds = (await staffView(id)).review_holds
      expect({ what, holds }).toMatchObject({
        what,
        holds: [
          {
            kind: 'copied_photo',
            matched_property_id: originalListing,
            matched_title: 'Bright room near McGill',
          },
        ],
      })
      const [hold] = holds
      if (hold?.kind !== 'copied_photo') throw new Error('no photo hold')
      expect(hold.distance).toBeLessThanOrEqual(3)
      expect(hold.matched_host).toBe(`${owner.account.first_name} ${owner.account.last_name}`)
      // Both photos, side by side for staff: the new listing's and the original.
      expect((await t.inject({ method: 'GET', url: hold.photo })).statusCode).toBe(200)
      expect((await t.inject({ method: 'GET', url: hold.matched_photo })).statusCode).toBe(200)
    }
  }, 120_000)

  it('holds nothing for different photos, nor for a host reusing their own photo in their own listings', async () => {
    const other = await signUpHost(t)
    const different = await createWithPhotos(other.access, [
      photos[1] as Buffer,
      photos[25] as Buffer,
      photos[60] as Buffer,
    ])
    expect((await staffView(different)).review_holds).toEqual([])
    const reused = await createWithPhotos(owner.access, [photos[0] as Buffer, photos[30] as Buffer])
    expect((await staffView(reused)).review_holds).toEqual([])
  }, 60_000)

  it('takes a published listing out of search when a copied photo is added, until staff publish it again', async () => {
    const host = await signUpHost(t)
    const id = await createWithPhotos(host.access, [photos[2] as Buffer], {
      title: 'Quiet flat by the Plateau',
    })
    await approveListing(t, admin.access, id)
    const added = await t.inject({
      method: 'POST',
      url: '/api/photos/',
      headers: bearer(host.access),
      payload: multipart({ property: String(id) }, [
        {
          field: 'image',
          name: 'copy.jpg',
          data: (await copiesOf(photos[30] as Buffer))['a copy resized to half'] as Buffer,
          type: 'image/jpeg',
        },
      ]) as never,
    })
    expect(added.statusCode).toBe(201)
    // The picture is the owner's, in their first listing and in the one where they reused it.
    expect((await staffView(id)).review_holds).toContainEqual(
      expect.objectContaining({ kind: 'copied_photo', matched_property_id: originalListing }),
    )
    expect((await t.inject({ method: 'GET', url: `/api/properties/${id}/` })).statusCode).toBe(404)
    await approveListing(t, admin.access, id)
    expect((await staffView(id, 'published')).review_holds).toEqual([])
    expect((await t.inject({ method: 'GET', url: `/api/properties/${id}/` })).statusCode).toBe(200)
  }, 60_000)
})

describe('prices far below the area', () => {
  // Comparable to the test listing (listingFields): an apartment of one bedroom near McGill.
  async function publishComparables(count: number, price: string, overrides: Record<string, string> = {}) {
    const host = await signUpHost(t)
    for (let i = 0; i < count; i++) {
      await approveListing(
        t,
        admin.access,
        await createListing(t, host.access, { price_per_month: price, ...overrides }),
      )
    }
  }

  it('holds a price under half the median of 5 comparable homes, with the figures; not with 4', async () => {
    // Two-bedroom homes: none of the earlier tests' listings compare with them.
    const twoBedrooms = { num_bedrooms: '2', num_beds: '2', max_guests: '2' }
    await publishComparables(4, '2000', twoBedrooms)
    const host = await signUpHost(t)
    const withFour = await createListing(t, host.access, { ...twoBedrooms, price_per_month: '900' })
    expect((await staffView(withFour)).review_holds).toEqual([])

    await publishComparables(1, '2400', twoBedrooms)
    const withFive = await createListing(t, host.access, { ...twoBedrooms, price_per_month: '900' })
    expect((await staffView(withFive)).review_holds).toEqual([
      {
        kind: 'low_price',
        id: expect.any(Number),
        price_per_month: '900.00',
        median_per_month: '2000.00',
        comparables: 5,
      },
    ])
    // At half the median exactly, the price stands.
    const atHalf = await createListing(t, host.access, { ...twoBedrooms, price_per_month: '1000' })
    expect((await staffView(atHalf)).review_holds).toEqual([])
    // Homes of another type group or elsewhere do not count: a house far away is not comparable.
    const house = await createListing(t, host.access, {
      ...twoBedrooms,
      property_type: 'house',
      price_per_month: '900',
    })
    expect((await staffView(house)).review_holds).toEqual([])
  }, 120_000)

  it('judges an edited price again: a published listing cut far below the area goes back to staff', async () => {
    const twoBedrooms = { num_bedrooms: '2', num_beds: '2', max_guests: '2' }
    const host = await signUpHost(t)
    const id = await createListing(t, host.access, { ...twoBedrooms, price_per_month: '2100' })
    await approveListing(t, admin.access, id)
    const edited = await t.inject({
      method: 'PATCH',
      url: `/api/host-properties/${id}/`,
      headers: bearer(host.access),
      payload: multipart({ price_per_month: '700' }) as never,
    })
    expect(edited.statusCode).toBe(200)
    expect(edited.json().status).toBe('pending_review')
    expect((await staffView(id)).review_holds).toMatchObject([
      { kind: 'low_price', price_per_month: '700.00', comparables: 5 },
    ])
  }, 60_000)
})
