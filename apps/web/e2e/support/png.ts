import { crc32, deflateSync } from 'node:zlib'

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const checksum = Buffer.alloc(4)
  checksum.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, checksum])
}

/** A real PNG of one colour, made in memory so the test needs no fixture file. */
export function solidPng(size: number, [red, green, blue]: [number, number, number]): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(size, 0)
  header.writeUInt32BE(size, 4)
  header.set([8, 2, 0, 0, 0], 8) // 8-bit RGB, no interlace
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.from(Array.from({ length: size }, () => [red, green, blue]).flat()),
  ])
  const pixels = Buffer.concat(Array.from({ length: size }, () => row))
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

/**
 * A real PNG of 8 × 8 blocks of random greys: a picture with content, unlike solidPng, so its
 * perceptual hash is its own (copied photos are caught by it; a plain picture has none).
 */
export function blocksPng(size: number): Buffer {
  const greys = Array.from({ length: 64 }, () => Math.floor(Math.random() * 256))
  const header = Buffer.alloc(13)
  header.writeUInt32BE(size, 0)
  header.writeUInt32BE(size, 4)
  header.set([8, 2, 0, 0, 0], 8)
  const block = size / 8
  const rows = Array.from({ length: size }, (_, y) =>
    Buffer.concat([
      Buffer.from([0]),
      Buffer.from(
        Array.from({ length: size }, (_, x) => {
          const grey = greys[Math.floor(y / block) * 8 + Math.floor(x / block)] ?? 0
          return [grey, Math.round(grey * 0.8), Math.round(grey * 0.6)]
        }).flat(),
      ),
    ]),
  )
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ])
}
