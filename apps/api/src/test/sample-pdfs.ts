import PDFDocument from 'pdfkit'
import sharp from 'sharp'

type TDoc = InstanceType<typeof PDFDocument>

/** A PDF drawn by `draw` with pdfkit (the same library the receipts use), as bytes. */
export function pdfWith(draw: (doc: TDoc) => void, options: PDFKit.PDFDocumentOptions = {}): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'LETTER', ...options })
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  draw(doc)
  doc.end()
  return done
}

/** Colours of the pages of `pagedPdf`, so each page's pixels differ from the others'. */
export const PAGE_COLOURS = ['#1f4e79', '#b45309', '#15803d', '#7e22ce', '#be123c']

/** A PDF of `pages` pages, each with its number in large type and a block of its own colour. */
export function pagedPdf(pages: number, options: PDFKit.PDFDocumentOptions = {}) {
  return pdfWith((doc) => {
    for (let page = 1; page <= pages; page++) {
      if (page > 1) doc.addPage()
      const colour = PAGE_COLOURS[(page - 1) % PAGE_COLOURS.length] ?? '#000000'
      doc.rect(72, 72 + (page - 1) * 90, 300, 160).fill(colour)
      doc.fillColor('#111111').fontSize(48).text(`Page ${page}`, 72, 400)
    }
  }, options)
}

/** A PDF only a password opens (pdfkit's RC4/AES encryption with a user password). */
export const lockedPdf = () => pagedPdf(1, { userPassword: 'secret', pdfVersion: '1.7' })

/**
 * One page whose content stream draws `strokes` overlapping curves: a few kilobytes compressed,
 * seconds of drawing. What a hostile renter could send to tie up the rasterizer.
 */
export function heavyPdf(strokes: number) {
  return pdfWith((doc) => {
    for (let i = 0; i < strokes; i++) {
      doc
        .moveTo((i * 7) % 600, (i * 13) % 780)
        .bezierCurveTo(600 - ((i * 3) % 600), (i * 5) % 780, (i * 11) % 600, 780 - ((i * 17) % 780), 300, 400)
        .lineWidth(1 + (i % 5))
        .stroke(PAGE_COLOURS[i % PAGE_COLOURS.length] ?? '#000000')
    }
  })
}

/** Bytes that start as a PDF and then are not one. */
export const brokenPdf = () =>
  Buffer.from(
    '%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 9 0 R >> endobj\ngarbage \x00\x01\x02\n%%EOF\n',
    'latin1',
  )

/**
 * sharp's statistics of one region of an image (`raw` for bare pixels). stats() reads the input,
 * not the pipeline, so the region is cut out first.
 */
export async function regionStats(
  image: Buffer,
  region: { left: number; top: number; width: number; height: number },
  raw?: { width: number; height: number; channels: 4 },
) {
  const cut = await sharp(image, raw ? { raw } : {})
    .extract(region)
    .png()
    .toBuffer()
  return (await sharp(cut).stats()).channels
}
