import { DOCUMENT_VIEWING_MINUTES } from '@demeure/shared'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { drawPdfPage } from '../../lib/pdf-page.ts'
import { bearer, signUpAndLogIn } from '../../test/accounts.ts'
import { requestStay, stayDates } from '../../test/bookings.ts'
import { samplePng } from '../../test/files.ts'
import { tokenOf } from '../../test/paid-stays.ts'
import { brokenPdf, lockedPdf, pagedPdf, regionStats } from '../../test/sample-pdfs.ts'
import { hostWithListing } from '../../test/social.ts'
import { createTestApp, type TTestApp } from '../../test/test-app.ts'

let t: TTestApp
let host: Awaited<ReturnType<typeof hostWithListing>>['host']
let listingId: number
beforeAll(async () => {
  t = await createTestApp()
  ;({ host, listingId } = await hostWithListing(t, 'PDF papers flat'))
})
afterAll(() => t.close())

const get = (url: string, access: string, language = 'en') =>
  t.inject({ method: 'GET', url, headers: { ...bearer(access), 'accept-language': language } })

/** A stay request whose income proof is `income` (a PDF) and whose ID is a photo. */
async function requestWith(income: Buffer, startInMonths = 1) {
  const guest = await signUpAndLogIn(t)
  const created = await requestStay(
    t,
    guest.access,
    { property: String(listingId), ...stayDates(t, startInMonths, 2) },
    [
      { field: 'id_cards', name: 'passport.png', data: await samplePng(300) },
      { field: 'income_proof', name: 'payslips.pdf', data: income },
      { field: 'rental_history', name: 'reference.png', data: await samplePng(200) },
    ],
  )
  expect(created.statusCode, created.body).toBe(201)
  const booking = created.json()
  const pdfId = booking.agreement.documents.find((d: { kind: string }) => d.kind === 'income_proof').id
  const viewUrl = `/api/bookings/${booking.booking_id}/documents/${pdfId}/view/`
  // A fresh token each time: some tests move the clock past the access token's life.
  const logCount = async () =>
    (await get(`/api/bookings/${booking.booking_id}/document-views/`, await tokenOf(t, guest.account))).json()
      .count as number
  return { guest, viewUrl, logCount }
}

/** The mean of each colour channel over a region of a JPEG. */
async function meanColour(
  jpeg: Buffer,
  region: { left: number; top: number; width: number; height: number },
) {
  const stats = await sharp(jpeg).extract(region).stats()
  return stats.channels.slice(0, 3).map((channel) => channel.mean)
}

describe("a renter's PDF, as the host sees it", () => {
  it('is shown a page at a time, each page its own watermarked image, one view in the log', async () => {
    const pdf = await pagedPdf(3)
    const { viewUrl, logCount } = await requestWith(pdf)

    const first = await get(viewUrl, host.access)
    expect(first.statusCode).toBe(200)
    expect(first.headers).toMatchObject({
      'content-type': 'image/jpeg',
      'content-disposition': 'inline',
      'cache-control': 'no-store',
      'x-page': '1',
      'x-page-count': '3',
      'x-pages-shown': '3',
    })
    expect(first.headers['x-document-notice']).toBeUndefined()
    const viewing = first.headers['x-document-view'] as string
    expect(viewing).toMatch(/^\d+$/)
    const pages = [first.rawPayload]
    for (const page of [2, 3]) {
      const next = await get(`${viewUrl}?page=${page}&viewing=${viewing}`, host.access)
      expect(next.statusCode).toBe(200)
      expect(next.headers['x-page']).toBe(String(page))
      expect(next.headers['x-document-view']).toBe(viewing)
      pages.push(next.rawPayload)
    }

    // Three different pictures of US Letter pages at 1,400 px.
    for (const page of pages) {
      expect(await sharp(page).metadata()).toMatchObject({ format: 'jpeg', width: 1082, height: 1400 })
    }
    const blocks = await Promise.all(
      pages.map(async (page) =>
        (await sharp(page).stats()).channels.map((channel) => Math.round(channel.mean)),
      ),
    )
    expect(new Set(blocks.map((mean) => mean.join())).size).toBe(3)
    // Each page's coloured block is where the PDF drew it, under the watermark's thin text: page 2's
    // block (#b45309) starts 90 pt below page 1's (#1f4e79).
    const block2 = await meanColour(pages[1] as Buffer, { left: 150, top: 320, width: 300, height: 100 })
    expect(block2[0]).toBeGreaterThan(block2[2] as number)
    const block1 = await meanColour(pages[0] as Buffer, { left: 150, top: 150, width: 300, height: 100 })
    expect(block1[2]).toBeGreaterThan(block1[0] as number)

    // The watermark: where the PDF page is blank white, the host's picture carries red text.
    const blank = { left: 100, top: 900, width: 800, height: 400 }
    const raw = await drawPdfPage(pdf, 1)
    const unmarked = await regionStats(raw.rgba, blank, { width: raw.width, height: raw.height, channels: 4 })
    expect(unmarked.slice(0, 3).map((channel) => channel.min)).toEqual([255, 255, 255])
    const [red, green, blue] = await regionStats(pages[0] as Buffer, blank)
    // Its darkest pixels are red (#b42318 at 38 %): green and blue fall far more than red does.
    expect(green?.min).toBeLessThan(200)
    expect(red?.min).toBeGreaterThan((green?.min ?? 0) + 30)
    expect(red?.min).toBeGreaterThan((blue?.min ?? 0) + 30)
    expect(red?.mean).toBeGreaterThan(green?.mean ?? 0)

    // Three pages turned in one viewing: one line in the renter's log.
    expect(await logCount()).toBe(1)
  })

  it('logs a new view for a page asked without the viewing, with another one, or after it ended', async () => {
    const { viewUrl, logCount } = await requestWith(await pagedPdf(2))
    const first = await get(viewUrl, host.access)
    const viewing = first.headers['x-document-view'] as string
    expect(await logCount()).toBe(1)
    expect((await get(`${viewUrl}?page=2`, host.access)).statusCode).toBe(200)
    expect(await logCount()).toBe(2)
    // Another document's viewing does not cover this one.
    const other = await requestWith(await pagedPdf(2))
    const otherViewing = (await get(other.viewUrl, host.access)).headers['x-document-view']
    expect((await get(`${viewUrl}?page=2&viewing=${otherViewing}`, host.access)).statusCode).toBe(200)
    expect(await logCount()).toBe(3)
    // Past the viewing's time, turning a page is a new view.
    t.clock.advance((DOCUMENT_VIEWING_MINUTES + 1) * 60_000)
    // A token of that time, the host's own staying valid for the next tests, whose clock is put back.
    const late = await get(`${viewUrl}?page=2&viewing=${viewing}`, await tokenOf(t, host.account))
    expect(late.headers['x-document-view']).not.toBe(viewing)
    expect(await logCount()).toBe(4)
  })

  it('refuses pages it does not show, in the reader’s language, and the renter’s own look is not logged', async () => {
    const { guest, viewUrl, logCount } = await requestWith(await pagedPdf(2))
    const missing = await get(`${viewUrl}?page=3`, host.access, 'fr')
    expect(missing.statusCode).toBe(404)
    expect(missing.json().fields.page).toBe('Ce document n’a pas de page 3 à afficher.')
    for (const page of ['0', '11', 'two', '1.5']) {
      const refused = await get(`${viewUrl}?page=${page}`, host.access)
      expect(refused.statusCode).toBe(400)
      expect(refused.json().fields.page).toBeTruthy()
    }
    expect((await get(`${viewUrl}?viewing=-4`, host.access)).statusCode).toBe(400)
    const own = await get(`${viewUrl}?page=2`, guest.access)
    expect(own.statusCode).toBe(200)
    expect(own.headers['x-document-view']).toBeUndefined()
    expect(await logCount()).toBe(0)
  })

  it('shows a damaged or locked PDF as a watermarked card that says why, never a 5xx', async () => {
    for (const [pdf, notice] of [
      [brokenPdf(), 'unreadable'],
      [await lockedPdf(), 'encrypted'],
    ] as const) {
      const { viewUrl, logCount } = await requestWith(pdf)
      for (const language of ['en', 'fr']) {
        const card = await get(viewUrl, host.access, language)
        expect(card.statusCode).toBe(200)
        expect(card.headers).toMatchObject({ 'x-document-notice': notice, 'x-page-count': '1' })
        expect(await sharp(card.rawPayload).metadata()).toMatchObject({ width: 1200, height: 760 })
        // The card's text (dark) and the watermark (red) are both on it.
        const stats = await sharp(card.rawPayload).stats()
        expect(stats.channels[1]?.min).toBeLessThan(80)
      }
      expect(await logCount()).toBe(2)
      // A document that cannot be opened has no page count to check a page against: any page
      // asked for is the same card.
      const later = await get(`${viewUrl}?page=2`, host.access)
      expect(later.statusCode).toBe(200)
      expect(later.headers).toMatchObject({ 'x-document-notice': notice, 'x-page': '2' })
    }
  })

  it('is still refused to the host as a download', async () => {
    const { viewUrl, logCount } = await requestWith(await pagedPdf(1))
    const download = await get(`${viewUrl}?download=1&page=1`, host.access)
    expect(download.statusCode).toBe(403)
    expect(download.json().fields.download).toMatch(/cannot be downloaded/)
    expect(await logCount()).toBe(0)
  })
})
