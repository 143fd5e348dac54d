import { DOCUMENT_PAGES_SHOWN } from '@demeure/shared'
import { AppError } from './app-error.ts'
import { runBoundedWorker, WorkerLimitError } from './bounded-worker.ts'
import { createSemaphore, SemaphoreBusyError } from './semaphore.ts'

/**
 * What drawing one page of an uploaded PDF may take (decision 024): a page drawn at most
 * 1,400 px on its longest side (1.96 MP, 7.8 MB of RGBA, whatever size the page claims), images
 * inside it of at most 25 MP (a letter page scanned at 500 dpi; larger ones are left out rather than
 * decoded), 10 s from the moment the worker is loaded (a real page takes well under one), a 256 MB
 * heap, and only the first 10 pages. Loading pdf.js in the worker takes about a second on a loaded
 * machine; it has its own, generous limit.
 */
export const PDF_PAGE_LIMITS = {
  maxSide: 1400,
  maxPages: DOCUMENT_PAGES_SHOWN,
  maxImagePixels: 25_000_000,
  timeMs: 10_000,
  startMs: 60_000,
  memoryMb: 256,
}

/**
 * Pages drawn at once in this process: each worker takes a core while it draws. Views waiting for
 * a turn queue (at most 20, for at most 30 s), then get a 503 with Retry-After. Each API process
 * bounds its own: N processes draw at most 2N pages at once.
 */
const drawTurns = createSemaphore({ concurrency: 2, maxWaiting: 20, maxWaitMs: 30_000 })

/** What pdf-page-worker.mjs is handed, and what it answers. */
export type TPdfPageJob = typeof PDF_PAGE_LIMITS & { data: Uint8Array; page: number }
export type TPdfPageAnswer =
  | { pageCount: number; width: number; height: number; rgba: Uint8Array }
  | { refusal: 'encrypted' | 'unreadable' | 'noPage'; pageCount?: number }

/** Why a PDF page could not be shown; each has its message (`documents.pdf.<reason>`). */
export type TPdfRefusal = 'encrypted' | 'unreadable' | 'noPage' | 'tooSlow' | 'tooLarge'

export class PdfPageError extends Error {
  constructor(
    readonly reason: TPdfRefusal,
    readonly pageCount?: number,
  ) {
    super(`the PDF page could not be drawn: ${reason}`)
  }
}

export type TPdfPage = { pageCount: number; width: number; height: number; rgba: Buffer }

/**
 * Page `page` (from 1) of a PDF as RGBA pixels, drawn by pdf.js in a worker thread so the event
 * loop never runs it: whatever the file holds (a bomb, an endless content stream, a password),
 * the answer is the page or a PdfPageError with its reason, never a crash of the process.
 */
export async function drawPdfPage(
  pdf: Buffer,
  page: number,
  limits: typeof PDF_PAGE_LIMITS = PDF_PAGE_LIMITS,
): Promise<TPdfPage> {
  // A copy the worker owns: the transfer leaves nothing shared with the caller's buffer.
  const data = new Uint8Array(pdf)
  const job: TPdfPageJob = { data, page, ...limits }
  let answer: TPdfPageAnswer
  try {
    answer = await drawTurns.run(() =>
      runBoundedWorker<TPdfPageAnswer>(new URL('./pdf-page-worker.mjs', import.meta.url), job, limits, [
        data.buffer,
      ]),
    )
  } catch (error) {
    if (error instanceof SemaphoreBusyError) {
      throw new AppError(503, 'service_unavailable', { headers: { 'retry-after': '5' } })
    }
    if (error instanceof WorkerLimitError) {
      throw new PdfPageError(error.limit === 'memory' ? 'tooLarge' : 'tooSlow')
    }
    throw error
  }
  if ('refusal' in answer) throw new PdfPageError(answer.refusal, answer.pageCount)
  const { pageCount, width, height, rgba } = answer
  return { pageCount, width, height, rgba: Buffer.from(rgba.buffer, rgba.byteOffset, rgba.byteLength) }
}
