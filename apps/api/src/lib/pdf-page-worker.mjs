// Draws one page of a PDF with pdf.js onto an @napi-rs/canvas, in a worker thread started by
// pdf-page.ts (job and answer: TPdfPageJob, TPdfPageAnswer there). Plain JavaScript run without
// tsx: under tsx every module the worker loads is transformed first, and pdf.js's two big files
// took 1.5 s to load that way instead of 0.2 s, on every page viewed. It speaks bounded-worker.ts's
// protocol: "started" once loaded (the time limit runs from there), then one answer.
import { createRequire } from 'node:module'
import path from 'node:path'
import { parentPort, workerData } from 'node:worker_threads'
import { createCanvas } from '@napi-rs/canvas'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'

// pdf.js reads its standard fonts, CMaps and image decoders from its package's folders.
const pdfjsDir = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'))

/** @param {import('./pdf-page.ts').TPdfPageJob} job @returns {Promise<import('./pdf-page.ts').TPdfPageAnswer>} */
async function drawPage(job) {
  const loading = getDocument({
    data: job.data,
    // A document is data, never code: no eval of its functions, no XFA forms, no scripts.
    isEvalSupported: false,
    enableXfa: false,
    useSystemFonts: false,
    disableFontFace: true,
    maxImageSize: job.maxImagePixels,
    standardFontDataUrl: `${pdfjsDir}/standard_fonts/`,
    cMapUrl: `${pdfjsDir}/cmaps/`,
    wasmUrl: `${pdfjsDir}/wasm/`,
    verbosity: 0,
  })
  try {
    let document
    try {
      document = await loading.promise
    } catch (error) {
      // A password is asked for (PasswordException), or the file is not a PDF pdf.js can repair.
      return { refusal: error?.name === 'PasswordException' ? 'encrypted' : 'unreadable' }
    }
    const pageCount = document.numPages
    if (job.page > Math.min(pageCount, job.maxPages)) return { refusal: 'noPage', pageCount }
    try {
      const page = await document.getPage(job.page)
      const natural = page.getViewport({ scale: 1 })
      // Any page, a postage stamp or a billboard, becomes at most maxSide × maxSide pixels.
      const scale = job.maxSide / Math.max(natural.width, natural.height, 1)
      const viewport = page.getViewport({ scale })
      const width = Math.max(1, Math.min(job.maxSide, Math.round(viewport.width)))
      const height = Math.max(1, Math.min(job.maxSide, Math.round(viewport.height)))
      const canvas = createCanvas(width, height)
      const context = canvas.getContext('2d')
      context.fillStyle = '#ffffff'
      context.fillRect(0, 0, width, height)
      await page.render({ canvas, canvasContext: context, viewport }).promise
      const rgba = new Uint8Array(context.getImageData(0, 0, width, height).data.buffer)
      return { pageCount, width, height, rgba }
    } catch {
      return { refusal: 'unreadable', pageCount }
    }
  } finally {
    await loading.destroy()
  }
}

parentPort?.postMessage({ started: true })
const answer = await drawPage(workerData.job)
parentPort?.postMessage(answer, 'rgba' in answer ? [answer.rgba.buffer] : [])
