import { solidPng } from './png.ts'

/** Files the forms accept, made in memory: the server checks their bytes, not only their names. */
export type TUpload = { name: string; mimeType: string; buffer: Buffer }

export function pngFile(name: string, colour: [number, number, number] = [15, 92, 92]): TUpload {
  return { name, mimeType: 'image/png', buffer: solidPng(48, colour) }
}

/** A valid PDF whose objects are these, in order (object 1 is the catalog). */
function pdfOf(objects: string[]): Buffer {
  let body = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((object, index) => {
    offsets.push(body.length)
    body += `${index + 1} 0 obj\n${object}\nendobj\n`
  })
  const xref = body.length
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(body, 'latin1')
}

/** A small, valid one-page PDF (the server recognises it by its %PDF header). */
export function pdfFile(name: string): TUpload {
  const buffer = pdfOf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
  ])
  return { name, mimeType: 'application/pdf', buffer }
}

/** Colours of the pages of pagedPdfFile (PDF rgb, 0–1), so each page looks different. */
const PAGE_COLOURS = ['0.12 0.31 0.47', '0.71 0.33 0.04', '0.08 0.5 0.24']

/**
 * A US Letter PDF of `pages` pages, each titled "Page N of <name>" in Helvetica above a block of
 * its own colour: what a renter's scanned payslips look like to the viewer.
 */
export function pagedPdfFile(name: string, pages: number): TUpload {
  const pageIds = Array.from({ length: pages }, (_, index) => 4 + index * 2)
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]
  for (let page = 1; page <= pages; page++) {
    const content = [
      'BT /F1 36 Tf 72 700 Td',
      `(Page ${page} of ${name}) Tj ET`,
      `${PAGE_COLOURS[(page - 1) % PAGE_COLOURS.length]} rg 72 ${480 - page * 40} 300 160 re f`,
    ].join('\n')
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents ${5 + (page - 1) * 2} 0 R >>`,
      `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    )
  }
  return { name, mimeType: 'application/pdf', buffer: pdfOf(objects) }
}

/** An MP4 by its first bytes: an ISO-BMFF 'ftyp' box (mp42), then filler. */
export function mp4File(name: string, size = 4096): TUpload {
  const header = Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from('ftypmp42', 'ascii'),
    Buffer.from([0, 0, 0, 0]),
    Buffer.from('mp42isom', 'ascii'),
  ])
  return {
    name,
    mimeType: 'video/mp4',
    buffer: Buffer.concat([header, Buffer.alloc(size - header.length, 7)]),
  }
}

/** Bytes of any size under any name, for the size and type rules. */
export function blobFile(name: string, size: number, mimeType = 'application/octet-stream'): TUpload {
  return { name, mimeType, buffer: Buffer.alloc(size, 1) }
}
