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

/**
 * A 16-bit PNG of one colour: tiny on disk (it compresses to almost nothing) but `width × height ×
 * channels × 2` bytes once decoded. An EXIF orientation of 6 (rotate 90°) makes the decoder read
 * the whole image at once instead of streaming it: the costliest way to decode it.
 */
export const sixteenBitPng = (width: number, height: number, channels: 3 | 4, orientation?: number) =>
  sharp({ create: { width, height, channels, background: { r: 200, g: 90, b: 60, alpha: 0.5 } } })
    .toColourspace('rgb16')
    .withMetadata(orientation ? { orientation } : {})
    .png({ compressionLevel: 9 })
    .toBuffer()
