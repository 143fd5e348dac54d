import type PDFDocumentClass from 'pdfkit'

/** pdfkit, imported at the first PDF rather than at start: its import was 0.2–0.3 s of every start. */
let pdfkit: Promise<typeof PDFDocumentClass> | undefined

/**
 * A new US Letter PDF document, and its bytes once `doc.end()` is called (receipts and leases).
 */
export async function openPdf(options: { title: string; margin: number; compress?: boolean }) {
  pdfkit ??= import('pdfkit').then((module) => module.default)
  const PDFDocument = await pdfkit
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: options.margin,
    compress: options.compress ?? true,
    info: { Title: options.title, Author: 'Demeure' },
  })
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  return { doc, bytes }
}
