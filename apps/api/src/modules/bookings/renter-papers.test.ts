import { addMonths } from '@demeure/shared'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, signUpAndLogIn } from '../../test/accounts.ts'
import { requestStay, stayDates } from '../../test/bookings.ts'
import { samplePdf, samplePng } from '../../test/files.ts'
import { signUpHost } from '../../test/listings.ts'
import { liveUntil, paidStay, tokenOf } from '../../test/paid-stays.ts'
import { hostWithListing } from '../../test/social.ts'
import { createTestApp, type TTestApp } from '../../test/test-app.ts'

let t: TTestApp
let host: Awaited<ReturnType<typeof hostWithListing>>['host']
let listingId: number
beforeAll(async () => {
  t = await createTestApp()
  ;({ host, listingId } = await hostWithListing(t, 'Papers flat'))
})
afterAll(() => t.close())

const get = (url: string, access: string) => t.inject({ method: 'GET', url, headers: bearer(access) })

/** A request with an ID photo (a real PNG, 600 × 400) and two PDFs. */
async function requestWithPapers(startInMonths = 1) {
  const guest = await signUpAndLogIn(t)
  const idPhoto = await samplePng(400)
  const created = await requestStay(
    t,
    guest.access,
    { property: String(listingId), ...stayDates(t, startInMonths, 2) },
    [
      { field: 'id_cards', name: 'passport.png', data: idPhoto },
      { field: 'income_proof', name: 'payslip.pdf', data: samplePdf() },
      { field: 'rental_history', name: 'reference.pdf', data: samplePdf() },
    ],
  )
  expect(created.statusCode).toBe(201)
  const booking = created.json()
  const byKind = (kind: string) =>
    booking.agreement.documents.find((document: { kind: string }) => document.kind === kind).id as string
  return { guest, booking, idPhoto, photoId: byKind('id_cards'), pdfId: byKind('income_proof') }
}

describe("the renter's papers, as the host sees them", () => {
  it('are a watermarked image, shown inline and never stored, each view logged for the renter', async () => {
    const { guest, booking, idPhoto, photoId, pdfId } = await requestWithPapers()
    const id = booking.booking_id

    const view = await get(`/api/bookings/${id}/documents/${photoId}/view/`, host.access)
    expect(view.statusCode).toBe(200)
    expect(view.headers['content-type']).toBe('image/jpeg')
    expect(view.headers['content-disposition']).toBe('inline')
    expect(view.headers['cache-control']).toBe('no-store')
    // Re-drawn, not the original: another format, other bytes, and the watermark changes the pixels.
    expect(view.rawPayload.equals(idPhoto)).toBe(false)
    const shown = await sharp(view.rawPayload).raw().toBuffer({ resolveWithObject: true })
    expect(shown.info.format).toBe('raw')
    const original = await sharp(idPhoto).raw().toBuffer()
    const distinct = new Set<number>()
    for (let i = 0; i < shown.data.length; i += 3) distinct.add(shown.data[i] ?? 0)
    expect(original.subarray(0, 3)).toEqual(Buffer.from([0xd9, 0x62, 0x3b]))
    expect(distinct.size).toBeGreaterThan(10) // a flat orange square became text over orange

    // A PDF becomes a notice card under the same watermark.
    const pdf = await get(`/api/bookings/${id}/documents/${pdfId}/view/`, host.access)
    expect(pdf.statusCode).toBe(200)
    expect(pdf.headers['content-type']).toBe('image/jpeg')
    expect(pdf.rawPayload.subarray(0, 4).toString('latin1')).not.toBe('%PDF')

    // The renter reads who looked, newest first; the host does not read the log.
    const log = await get(`/api/bookings/${id}/document-views/`, guest.access)
    expect(log.statusCode).toBe(200)
    expect(log.json().count).toBe(2)
    expect(log.json().results[1]).toMatchObject({
      viewer_name: `${host.user.first_name} ${host.user.last_name}`,
      document_kind: 'id_cards',
      document_name: 'passport.png',
    })
    expect(Date.parse(log.json().results[0].viewed_at)).toBe(t.clock.now().getTime())
    expect((await get(`/api/bookings/${id}/document-views/`, host.access)).statusCode).toBe(403)

    // The renter's own look is not a host's view.
    expect((await get(`/api/bookings/${id}/documents/${photoId}/view/`, guest.access)).statusCode).toBe(200)
    expect((await get(`/api/bookings/${id}/document-views/`, guest.access)).json().count).toBe(2)
  })

  it("refuses the host every way to the original, and keeps the renter's own download", async () => {
    const { guest, booking, idPhoto, photoId } = await requestWithPapers()
    const id = booking.booking_id
    const download = await get(`/api/bookings/${id}/documents/${photoId}/view/?download=1`, host.access)
    expect(download.statusCode).toBe(403)
    expect(download.json().fields.download).toMatch(/cannot be downloaded/)
    const frDownload = await t.inject({
      method: 'GET',
      url: `/api/bookings/${id}/documents/${photoId}/view/?download=1`,
      headers: { ...bearer(host.access), 'accept-language': 'fr' },
    })
    expect(frDownload.json().fields.download).toMatch(/ne peuvent pas être téléchargés/)
    // The files route (the old signed link) gives the host nothing.
    expect((await get(`/api/files/${photoId}/`, host.access)).statusCode).toBe(403)
    // Nothing refused was logged.
    expect((await get(`/api/bookings/${id}/document-views/`, guest.access)).json().count).toBe(0)

    const link = await get(`/api/files/${photoId}/`, guest.access)
    expect(link.statusCode).toBe(200)
    const file = await t.inject({ method: 'GET', url: link.json().url })
    expect(file.rawPayload.equals(idPhoto)).toBe(true)

    // Another host, a stranger, a document of another booking, a malformed id.
    const otherHost = await signUpHost(t)
    expect((await get(`/api/bookings/${id}/documents/${photoId}/view/`, otherHost.access)).statusCode).toBe(
      404,
    )
    const other = await requestWithPapers()
    expect((await get(`/api/bookings/${id}/documents/${other.photoId}/view/`, host.access)).statusCode).toBe(
      404,
    )
    expect((await get(`/api/bookings/${id}/documents/not-a-uuid/view/`, host.access)).statusCode).toBe(400)
  })
})

describe('retention of rental documents', () => {
  const deletedFor = async (access: string, id: number) =>
    (await get(`/api/bookings/${id}/`, access)).json().agreement

  it('deletes a declined request’s files 30 days after it ended, and a stay’s 12 months after it ended', async () => {
    const declined = await requestWithPapers()
    const decline = await t.inject({
      method: 'POST',
      url: `/api/bookings/${declined.booking.booking_id}/decline/`,
      headers: bearer(host.access),
    })
    expect(decline.statusCode).toBe(200)
    const stay = await paidStay(t, 2)

    // 29 days on: everything is still there.
    t.clock.advance(29 * 86_400_000)
    await t.app.bookingScheduler.tick()
    let access = await tokenOf(t, declined.guest.account)
    expect((await deletedFor(access, declined.booking.booking_id)).documents).toHaveLength(3)

    // 31 days on: the declined request's files and rows are gone, with a note of when.
    t.clock.advance(2 * 86_400_000)
    await t.app.bookingScheduler.tick()
    access = await tokenOf(t, declined.guest.account)
    const agreement = await deletedFor(access, declined.booking.booking_id)
    expect(agreement.documents).toEqual([])
    expect(Date.parse(agreement.documents_deleted_at)).toBe(t.clock.now().getTime())
    expect((await get(`/api/files/${declined.photoId}/`, access)).statusCode).toBe(404)

    // The paid stay keeps its papers until 12 months after it ended.
    const stayEnd = addMonths(stay.checkIn, 2)
    const anniversary = addMonths(stayEnd, 12)
    const dayBefore = new Date(Date.parse(`${anniversary}T12:00:00Z`) - 86_400_000)
    await liveUntil(t, dayBefore.toISOString().slice(0, 10))
    const renterAccess = await tokenOf(t, stay.renter.account)
    const kept = await deletedFor(renterAccess, stay.id)
    expect(kept.documents.length).toBeGreaterThan(0)
    await liveUntil(t, anniversary)
    const gone = await deletedFor(await tokenOf(t, stay.renter.account), stay.id)
    expect(gone.documents).toEqual([])
    expect(gone.documents_deleted_at).not.toBeNull()
  })
})
