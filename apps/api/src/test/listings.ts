import { signUpAs } from './accounts.ts'
import { multipart, sampleJpeg, sampleMp4, samplePng } from './files.ts'
import type { TTestApp } from './test-app.ts'

export const signUpHost = (t: TTestApp) => signUpAs(t, 'co-host')

export const listingFields = (overrides: Record<string, string | string[]> = {}) => ({
  title: 'Bright room near McGill',
  description: 'Furnished room with a desk, five minutes from campus.',
  property_type: 'apartment',
  address_street: '3450 Rue University',
  address_city: 'Montréal',
  address_state: 'QC',
  address_postal_code: 'H3A 2A7',
  address_country: 'Canada',
  latitude: '45.5048',
  longitude: '-73.5772',
  price_per_month: '1150',
  max_guests: '2',
  num_bedrooms: '1',
  num_beds: '1',
  num_private_bathrooms: '1',
  num_shared_bathrooms: '0',
  free_capacity: '1',
  additional_capacity: '1',
  additional_capacity_percentage: '0.2',
  amenities: ['Wi-Fi', 'Desk & chair'],
  rules: ['No parties'],
  availability: JSON.stringify([{ start_date: '2030-01-01', end_date: '2030-12-31' }]),
  // Registered with the CITQ: one-month stays allowed in any month (docs/product-rules.md).
  citq_number: '123456',
  ...overrides,
})

export async function listingFiles() {
  return [
    { field: 'photos', name: 'living.jpg', data: await sampleJpeg(800), type: 'image/jpeg' },
    { field: 'photos', name: 'room.png', data: await samplePng(400), type: 'image/png' },
    { field: 'video', name: 'tour.mp4', data: sampleMp4(), type: 'video/mp4' },
    { field: 'ownership_verification_video', name: 'proof.MP4', data: sampleMp4(), type: 'video/mp4' },
  ]
}

export async function createListing(
  t: TTestApp,
  access: string,
  overrides: Record<string, string | string[]> = {},
) {
  const response = await t.inject({
    method: 'POST',
    url: '/api/properties/',
    headers: { authorization: `Bearer ${access}` },
    payload: multipart(listingFields(overrides), await listingFiles()) as never,
  })
  if (response.statusCode !== 201) throw new Error(`create failed: ${response.body}`)
  return response.json().property_id as number
}

/** Staff publish a listing (POST /api/admin/properties/:id/approve/). */
export async function approveListing(t: TTestApp, adminAccess: string, id: number) {
  const response = await t.inject({
    method: 'POST',
    url: `/api/admin/properties/${id}/approve/`,
    headers: { authorization: `Bearer ${adminAccess}` },
  })
  if (response.statusCode !== 204) throw new Error(`approve failed: ${response.statusCode} ${response.body}`)
}

/** The host edits fields of their listing (PATCH /api/host-properties/:id/, a multipart form). */
export async function editListing(t: TTestApp, access: string, id: number, fields: Record<string, string>) {
  const form = new FormData()
  for (const [key, value] of Object.entries(fields)) form.append(key, value)
  const response = await t.inject({
    method: 'PATCH',
    url: `/api/host-properties/${id}/`,
    headers: { authorization: `Bearer ${access}` },
    payload: form as never,
  })
  if (response.statusCode !== 200) throw new Error(`edit failed: ${response.statusCode} ${response.body}`)
}
