import { describe, expect, it } from 'vitest'
import { brokenPdf, heavyPdf, lockedPdf, pagedPdf, regionStats } from '../test/sample-pdfs.ts'
import { drawPdfPage, PDF_PAGE_LIMITS, PdfPageError } from './pdf-page.ts'

async function outcome(promise: Promise<unknown>) {
  try {
    return await promise
  } catch (error) {
    return error instanceof PdfPageError
      ? { reason: error.reason, pageCount: error.pageCount }
      : { crashed: String(error) }
  }
}

describe('drawing a PDF page off the event loop', () => {
  it('draws each page of the document, scaled to 1,400 px on its longest side', async () => {
    const pdf = await pagedPdf(3)
    const first = await drawPdfPage(pdf, 1)
    const third = await drawPdfPage(pdf, 3)
    // US Letter (612 × 792 pt) at 1,400 px tall.
    expect(first).toMatchObject({ pageCount: 3, width: 1082, height: 1400 })
    expect(first.rgba.length).toBe(1082 * 1400 * 4)
    // The coloured block of page 1 (#1f4e79) is where pdfkit put it: 72 pt from the top left.
    const scale = 1400 / 792
    const at = (page: typeof first, x: number, y: number) => {
      const i = (Math.round(y * scale) * page.width + Math.round(x * scale)) * 4
      return [...page.rgba.subarray(i, i + 3)]
    }
    expect(at(first, 100, 100)).toEqual([0x1f, 0x4e, 0x79])
    // Page 3's block starts 180 pt lower, in its own colour (#15803d); page 1 is white there.
    expect(at(third, 100, 300)).toEqual([0x15, 0x80, 0x3d])
    expect(at(first, 100, 300)).toEqual([255, 255, 255])
    // The page number is drawn as text: dark pixels in the text's band.
    const size = { width: first.width, height: first.height, channels: 4 } as const
    const band = await regionStats(first.rgba, { left: 127, top: 707, width: 500, height: 85 }, size)
    expect(band[0]?.min).toBeLessThan(60)
    // Below it the page is blank.
    const below = await regionStats(first.rgba, { left: 127, top: 900, width: 500, height: 85 }, size)
    expect(below[0]?.min).toBe(255)
  })

  it('draws a huge page at the same cap', async () => {
    const poster = await pagedPdf(1, { size: [14_400, 7_200] })
    const page = await drawPdfPage(poster, 1)
    expect([page.width, page.height]).toEqual([1400, 700])
  })

  it('says why a page cannot be drawn: damaged, locked, or past the pages shown', async () => {
    expect(await outcome(drawPdfPage(brokenPdf(), 1))).toEqual({ reason: 'unreadable', pageCount: undefined })
    expect(await outcome(drawPdfPage(Buffer.from('not a pdf at all'), 1))).toMatchObject({
      reason: 'unreadable',
    })
    expect(await outcome(drawPdfPage(await lockedPdf(), 1))).toMatchObject({ reason: 'encrypted' })
    expect(await outcome(drawPdfPage(await pagedPdf(3), 4))).toEqual({ reason: 'noPage', pageCount: 3 })
    // Page 11 of a long document is never drawn.
    expect(await outcome(drawPdfPage(await pagedPdf(12), 11))).toEqual({ reason: 'noPage', pageCount: 12 })
  })

  it('stops a page past its time or memory limit while the event loop keeps turning', async () => {
    const heavy = await heavyPdf(20_000)
    let ticks = 0
    const ticker = setInterval(() => ticks++, 50)
    const started = Date.now()
    const result = await outcome(drawPdfPage(heavy, 1, { ...PDF_PAGE_LIMITS, timeMs: 300 }))
    clearInterval(ticker)
    expect(result).toEqual({ reason: 'tooSlow', pageCount: undefined })
    expect(ticks).toBeGreaterThan((Date.now() - started) / 50 / 2)
    expect(await outcome(drawPdfPage(heavy, 1, { ...PDF_PAGE_LIMITS, memoryMb: 8 }))).toEqual({
      reason: 'tooLarge',
      pageCount: undefined,
    })
  })

  it('draws at most two pages at once in a process; the others wait their turn', async () => {
    const heavy = await heavyPdf(20_000)
    const limits = { ...PDF_PAGE_LIMITS, timeMs: 1_000 }
    const started = Date.now()
    const results = await Promise.all(Array.from({ length: 5 }, () => outcome(drawPdfPage(heavy, 1, limits))))
    expect(results).toEqual(Array.from({ length: 5 }, () => ({ reason: 'tooSlow', pageCount: undefined })))
    // Five heavy pages two at a time take three rounds of 1 s (all at once would take one), each
    // round also loading its workers.
    expect(Date.now() - started).toBeGreaterThanOrEqual(2_900)
  })
})
