import { count } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, signUpAdmin, signUpAndLogIn } from '../../test/accounts.ts'
import { multipart, samplePdf, samplePng } from '../../test/files.ts'
import { readOutbox } from '../../test/outbox.ts'
import { createTestApp, type TTestApp } from '../../test/test-app.ts'
import { storedFiles } from '../files/tables.ts'
import { verifications } from './tables.ts'

let t: TTestApp
let admin: Awaited<ReturnType<typeof signUpAdmin>>
beforeAll(async () => {
  t = await createTestApp()
  admin = await signUpAdmin(t)
})
afterAll(() => t.close())

const fields = {
  full_name: 'Julie Tremblay',
  email: 'Julie@Example.com',
  phone: '+1 514 555 0199',
  telegram_username: '@julie_mtl',
  hosting_country: 'Canada',
  hosting_city: 'Montréal',
  role: 'owner',
  booking_urls: ['https://www.airbnb.ca/rooms/123', 'https://example.com/listing'],
  agreement: 'true',
}
const documents = async () => [
  { field: 'government_id', name: 'passport.pdf', data: samplePdf() },
  { field: 'government_id', name: 'licence.png', data: await samplePng() },
  { field: 'proof_of_address', name: 'hydro.pdf', data: samplePdf() },
]
const send = (method: 'POST' | 'PATCH', access: string, payload: FormData | object, language = 'en') =>
  t.inject({
    method,
    url: '/api/verification/',
    headers: { ...bearer(access), 'accept-language': language },
    payload: payload as never,
  })
const counts = async () => ({
  verifications: (await t.database.db.select({ n: count() }).from(verifications))[0]?.n,
  files: (await t.database.db.select({ n: count() }).from(storedFiles))[0]?.n,
})

describe('co-host verification', () => {
  it('starts as not submitted, then a complete submission is pending with its documents', async () => {
    const { access } = await signUpAndLogIn(t)
    const before = await t.inject({ method: 'GET', url: '/api/verification/', headers: bearer(access) })
    expect(before.json()).toMatchObject({ status: 'not_submitted', documents: [] })

    const response = await send('POST', access, multipart(fields, await documents()))
    expect(response.statusCode).toBe(201)
    const body = response.json()
    expect(body).toMatchObject({
      status: 'pending',
      email: 'julie@example.com',
      telegram_username: 'julie_mtl',
      booking_urls: fields.booking_urls,
      agreement: true,
      rejection_reason: null,
    })
    expect(body.documents.map((d: { kind: string }) => d.kind).sort()).toEqual([
      'government_id',
      'government_id',
      'proof_of_address',
    ])
    expect(body.documents.find((d: { name: string }) => d.name === 'licence.png').content_type).toBe(
      'image/png',
    )

    const again = await send('POST', access, multipart(fields, await documents()))
    expect(again.statusCode).toBe(409)
  })

  it('refuses incomplete or invalid forms with field errors and stores nothing', async () => {
    const { access } = await signUpAndLogIn(t)
    const before = await counts()

    const missing = await send(
      'POST',
      access,
      multipart({ ...fields, agreement: 'false', full_name: '' }),
      'fr',
    )
    expect(missing.statusCode).toBe(400)
    expect(missing.json().fields).toMatchObject({
      full_name: 'Ce champ est obligatoire.',
      agreement: "Vous devez accepter l'entente.",
    })

    const noDocuments = await send('POST', access, multipart(fields))
    expect(noDocuments.statusCode).toBe(400)
    expect(noDocuments.json().fields).toMatchObject({
      government_id: 'This field is required.',
      proof_of_address: 'This field is required.',
    })

    const badUrl = await send(
      'POST',
      access,
      multipart({ ...fields, booking_urls: 'javascript:alert(1)' }, await documents()),
    )
    expect(badUrl.json().fields['booking_urls.0']).toBe('Enter a full web address starting with https://.')

    const disguised = await send(
      'POST',
      access,
      multipart(fields, [
        { field: 'government_id', name: 'id.pdf', data: Buffer.from('#!/bin/sh\necho hi\n') },
        { field: 'proof_of_address', name: 'hydro.pdf', data: samplePdf() },
      ]),
    )
    expect(disguised.statusCode).toBe(400)
    expect(disguised.json().fields.government_id).toBe('Documents must be PDF, JPG or PNG files.')

    const tooMany = await send(
      'POST',
      access,
      multipart(fields, [
        ...(await documents()),
        { field: 'government_id', name: 'third.pdf', data: samplePdf() },
      ]),
    )
    expect(tooMany.statusCode).toBe(400)

    const huge = Buffer.concat([samplePdf(), Buffer.alloc(6 * 1024 * 1024)])
    const tooLarge = await send(
      'POST',
      access,
      multipart(fields, [
        { field: 'government_id', name: 'big.pdf', data: huge },
        { field: 'proof_of_address', name: 'hydro.pdf', data: samplePdf() },
      ]),
    )
    expect(tooLarge.statusCode).toBe(413)
    expect(tooLarge.json().fields.government_id).toBe('Each document must be at most 5 MB.')

    const json = await send('POST', access, fields)
    expect(json.statusCode).toBe(415)

    expect(await counts()).toEqual(before)
    const after = await t.inject({ method: 'GET', url: '/api/verification/', headers: bearer(access) })
    expect(after.json().status).toBe('not_submitted')
  })

  it('keeps documents private: owner and admins get a short-lived link, nobody else', async () => {
    const owner = await signUpAndLogIn(t)
    const stranger = await signUpAndLogIn(t)
    const submitted = await send('POST', owner.access, multipart(fields, await documents()))
    const fileId = submitted.json().documents[0].id as string

    expect((await t.inject({ method: 'GET', url: `/api/files/${fileId}/` })).statusCode).toBe(401)
    const refused = await t.inject({
      method: 'GET',
      url: `/api/files/${fileId}/`,
      headers: bearer(stranger.access),
    })
    expect(refused.statusCode).toBe(403)

    for (const viewer of [owner, admin]) {
      const link = await t.inject({
        method: 'GET',
        url: `/api/files/${fileId}/`,
        headers: bearer(viewer.access),
      })
      expect(link.statusCode).toBe(200)
      const content = await t.inject({ method: 'GET', url: link.json().url })
      expect(content.statusCode).toBe(200)
      expect(content.headers['cache-control']).toBe('private, no-store')
      expect(content.rawPayload.subarray(0, 5).toString()).toMatch(/%PDF-|\x89PNG/)
    }

    const link = (
      await t.inject({ method: 'GET', url: `/api/files/${fileId}/`, headers: bearer(owner.access) })
    ).json().url as string
    expect(
      (await t.inject({ method: 'GET', url: link.replace(/signature=[^&]+/, 'signature=forged') }))
        .statusCode,
    ).toBe(403)
    t.clock.advance(6 * 60 * 1000)
    expect((await t.inject({ method: 'GET', url: link })).statusCode).toBe(403)
  })
})

describe('staff review', () => {
  it('only admins see the queue; approval makes the user a co-host and e-mails them', async () => {
    const host = await signUpAndLogIn(t)
    await send('POST', host.access, multipart(fields, await documents()))

    const asGuest = await t.inject({
      method: 'GET',
      url: '/api/admin/verifications/',
      headers: bearer(host.access),
    })
    expect(asGuest.statusCode).toBe(403)
    expect((await t.inject({ method: 'GET', url: '/api/admin/verifications/' })).statusCode).toBe(401)

    const queue = await t.inject({
      method: 'GET',
      url: '/api/admin/verifications/?status=pending',
      headers: bearer(admin.access),
    })
    expect(queue.statusCode).toBe(200)
    const entry = queue.json().results.find((v: { user: { id: string } }) => v.user.id === host.user.id)
    expect(entry).toMatchObject({ status: 'pending', full_name: 'Julie Tremblay' })
    expect(entry.documents).toHaveLength(3)

    const approve = await t.inject({
      method: 'POST',
      url: `/api/admin/verifications/${entry.id}/approve/`,
      headers: bearer(admin.access),
    })
    expect(approve.statusCode).toBe(204)
    const profile = await t.inject({ method: 'GET', url: '/api/profile/', headers: bearer(host.access) })
    expect(profile.json()).toMatchObject({ user_type: 'co-host', is_verified: true })
    expect(readOutbox(t.dataDir).at(-1)).toMatchObject({ subject: 'You are now a Demeure co-host' })

    const twice = await t.inject({
      method: 'POST',
      url: `/api/admin/verifications/${entry.id}/approve/`,
      headers: bearer(admin.access),
    })
    expect(twice.statusCode).toBe(409)
    const edit = await send('PATCH', host.access, multipart(fields))
    expect(edit.statusCode).toBe(409)
  })

  it('rejection keeps the reason; the user edits and resubmits, replacing a document', async () => {
    const host = await signUpAndLogIn(t)
    const submitted = (await send('POST', host.access, multipart(fields, await documents()))).json()

    const queue = (
      await t.inject({ method: 'GET', url: '/api/admin/verifications/', headers: bearer(admin.access) })
    ).json()
    const entry = queue.results.find((v: { user: { id: string } }) => v.user.id === host.user.id)
    const noReason = await t.inject({
      method: 'POST',
      url: `/api/admin/verifications/${entry.id}/reject/`,
      headers: bearer(admin.access),
      payload: { reason: ' ' },
    })
    expect(noReason.statusCode).toBe(400)
    const reject = await t.inject({
      method: 'POST',
      url: `/api/admin/verifications/${entry.id}/reject/`,
      headers: bearer(admin.access),
      payload: { reason: 'The proof of address is older than three months.' },
    })
    expect(reject.statusCode).toBe(204)
    const rejected = (
      await t.inject({ method: 'GET', url: '/api/verification/', headers: bearer(host.access) })
    ).json()
    expect(rejected).toMatchObject({
      status: 'rejected',
      rejection_reason: 'The proof of address is older than three months.',
    })
    expect(readOutbox(t.dataDir).at(-1)?.body).toContain('older than three months')

    const resubmitted = await send(
      'PATCH',
      host.access,
      multipart({ ...fields, hosting_city: 'Laval' }, [
        { field: 'proof_of_address', name: 'new-bill.pdf', data: samplePdf() },
      ]),
    )
    expect(resubmitted.statusCode).toBe(200)
    const body = resubmitted.json()
    expect(body).toMatchObject({ status: 'pending', rejection_reason: null, hosting_city: 'Laval' })
    const proofs = body.documents.filter((d: { kind: string }) => d.kind === 'proof_of_address')
    expect(proofs.map((d: { name: string }) => d.name)).toEqual(['new-bill.pdf'])
    const oldProof = submitted.documents.find((d: { kind: string }) => d.kind === 'proof_of_address')
    const gone = await t.inject({
      method: 'GET',
      url: `/api/files/${oldProof.id}/`,
      headers: bearer(host.access),
    })
    expect(gone.statusCode).toBe(404)
  })

  it('answers 404 for an unknown verification and 400 for a malformed id', async () => {
    const unknown = await t.inject({
      method: 'POST',
      url: '/api/admin/verifications/00000000-0000-4000-8000-000000000000/approve/',
      headers: bearer(admin.access),
    })
    expect(unknown.statusCode).toBe(404)
    const malformed = await t.inject({
      method: 'POST',
      url: '/api/admin/verifications/not-a-uuid/approve/',
      headers: bearer(admin.access),
    })
    expect(malformed.statusCode).toBe(400)
  })
})
