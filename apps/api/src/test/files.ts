import sharp from 'sharp'

/** Small real files for upload tests: the server reads their bytes, so they must be genuine. */
export const samplePdf = () => Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n', 'latin1')

export const samplePng = (size = 32, colour = '#d9623b') =>
  sharp({ create: { width: size, height: size, channels: 3, background: colour } })
    .png()
    .toBuffer()

export const sampleJpeg = (size = 32) =>
  sharp({ create: { width: size, height: size, channels: 3, background: '#0f5c5c' } })
    .jpeg()
    .toBuffer()

/** A multipart body: text fields (arrays repeat the name) and files. */
export function multipart(
  fields: Record<string, string | string[]>,
  files: { field: string; name: string; data: Buffer; type?: string }[] = [],
) {
  const form = new FormData()
  for (const [key, value] of Object.entries(fields)) for (const item of [value].flat()) form.append(key, item)
  for (const file of files) {
    form.append(
      file.field,
      new Blob([new Uint8Array(file.data)], { type: file.type ?? 'application/octet-stream' }),
      file.name,
    )
  }
  return form
}

/** The start of an MP4 (an ISO BMFF `ftyp` box) followed by `size` filler bytes. */
export const sampleMp4 = (size = 2048) =>
  Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from('ftypmp42'),
    Buffer.from([0, 0, 0, 0]),
    Buffer.from('mp42isom'),
    Buffer.alloc(size),
  ])
