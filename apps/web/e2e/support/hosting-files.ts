import { solidPng } from './png.ts'

/** Files the forms accept, made in memory: the server checks their bytes, not only their names. */
export type TUpload = { name: string; mimeType: string; buffer: Buffer }

export function pngFile(name: string, colour: [number, number, number] = [15, 92, 92]): TUpload {
  return { name, mimeType: 'image/png', buffer: solidPng(48, colour) }
}

/** A small, valid one-page PDF (the server recognises it by its %PDF header). */
export function pdfFile(name: string): TUpload {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
  ]
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
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(body, 'latin1') }
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
