import { readdirSync } from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { deflateSync } from 'node:zlib'
import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer } from '../../test/accounts.ts'
import { multipart, sampleJpeg } from '../../test/files.ts'
import { createListing, signUpHost } from '../../test/listings.ts'
import { createTestApp, type TTestApp } from '../../test/test-app.ts'
import { propertyPhotos } from '../listings/tables.ts'

/**
 * Hostile uploads on the photo, profile-picture and listing routes: each is refused with a clear,
 * localized 4xx, and neither the storage folder nor the database gains anything.
 */
let t: TTestApp
let host: Awaited<ReturnType<typeof signUpHost>>
let listingId: number

function storedFiles(): string[] {
  const root = path.join(t.dataDir, 'uploads')
  try {
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name))
      .sort()
  } catch {
    return []
  }
}

async function photoCount() {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(propertyPhotos)
    .where(eq(propertyPhotos.propertyId, listingId))
  return row?.n ?? 0
}

/** A PNG claiming 30,000 × 30,000 pixels whose compressed data is a real stream of zero rows. */
function pngBomb(side = 30_000) {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    return c >>> 0
  })
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff
    for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] as number) ^ (c >>> 8)
    return (c ^ 0xffffffff) >>> 0
  }
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
    const length = Buffer.alloc(4)
    length.writeUInt32BE(data.length)
    const sum = Buffer.alloc(4)
    sum.writeUInt32BE(crc(body))
    return Buffer.concat([length, body, sum])
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(side, 0)
  header.writeUInt32BE(side, 4)
  header.writeUInt8(1, 8) // 1 bit per pixel, greyscale: the smallest honest bomb
  // A few hundred rows of zeros are enough for the decoder to start; the header carries the threat.
  const rows = deflateSync(Buffer.alloc((1 + Math.ceil(side / 8)) * 200), { level: 9 })
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', rows),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

const svgWithScript = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
)
const htmlAsJpg = Buffer.from(
  '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>',
)
const shellAsJpg = Buffer.from('#!/bin/sh\nrm -rf / --no-preserve-root\n')

beforeAll(async () => {
  t = await createTestApp()
  host = await signUpHost(t)
  listingId = await createListing(t, host.access)
}, 120_000)
afterAll(async () => {
  t?.app.server.closeAllConnections()
  await t?.close()
})

describe('hostile uploads', () => {
  const attacks: { name: string; file: string; data: () => Promise<Buffer> | Buffer }[] = [
    { name: 'an HTML page named .jpg', file: 'photo.jpg', data: () => htmlAsJpg },
    { name: 'a shell script named .jpg', file: 'photo.jpg', data: () => shellAsJpg },
    { name: 'an SVG with a script', file: 'photo.svg', data: () => svgWithScript },
    { name: 'an SVG with a script named .png', file: 'photo.png', data: () => svgWithScript },
    { name: 'a 30,000 × 30,000 PNG bomb', file: 'bomb.png', data: () => pngBomb() },
    { name: 'a path in the file name', file: '../../../etc/passwd.jpg', data: () => htmlAsJpg },
  ]

  for (const attack of attacks) {
    it(`photo route refuses ${attack.name}, storing nothing`, async () => {
      const before = { files: storedFiles(), photos: await photoCount() }
      const response = await t.inject({
        method: 'POST',
        url: '/api/photos/',
        headers: { ...bearer(host.access), 'accept-language': 'fr' },
        payload: multipart({ property: String(listingId) }, [
          { field: 'image', name: attack.file, data: await attack.data(), type: 'image/jpeg' },
        ]) as never,
      })
      expect(response.statusCode).toBeGreaterThanOrEqual(400)
      expect(response.statusCode).toBeLessThan(500)
      expect(response.json().code).toBe('invalid_file')
      expect(response.json().message).toBe('Ce fichier ne peut pas être utilisé.')
      expect(storedFiles()).toEqual(before.files)
      expect(await photoCount()).toBe(before.photos)
    })

    it(`profile picture refuses ${attack.name}`, async () => {
      const before = storedFiles()
      const response = await t.inject({
        method: 'PATCH',
        url: '/api/profile/',
        headers: { ...bearer(host.access), 'accept-language': 'fr' },
        payload: multipart({}, [
          { field: 'profile_picture', name: attack.file, data: await attack.data(), type: 'image/png' },
        ]) as never,
      })
      expect(response.statusCode).toBe(400)
      expect(response.json().code).toBe('invalid_file')
      expect(storedFiles()).toEqual(before)
    })
  }

  it('a listing with too many photos is refused whole', async () => {
    const before = { files: storedFiles(), photos: await photoCount() }
    const jpeg = await sampleJpeg(64)
    const files = Array.from({ length: 11 }, (_, index) => ({
      field: 'image',
      name: `p${index}.jpg`,
      data: jpeg,
      type: 'image/jpeg',
    }))
    const response = await t.inject({
      method: 'POST',
      url: '/api/photos/',
      headers: { ...bearer(host.access), 'accept-language': 'fr' },
      payload: multipart({ property: String(listingId) }, files) as never,
    })
    expect(response.statusCode).toBeGreaterThanOrEqual(400)
    expect(response.statusCode).toBeLessThan(500)
    expect(response.json().message).not.toMatch(/[Tt]he /)
    expect(storedFiles()).toEqual(before.files)
    expect(await photoCount()).toBe(before.photos)
  })

  it('a 100 MB photo is cut off while streaming: the server answers long before reading it', async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 })
    const { port } = t.app.server.address() as { port: number }
    const before = { files: storedFiles(), photos: await photoCount() }
    const boundary = 'hostile-boundary'
    const head = Buffer.from(
      `--${boundary}\r\ncontent-disposition: form-data; name="property"\r\n\r\n${listingId}\r\n` +
        `--${boundary}\r\ncontent-disposition: form-data; name="image"; filename="huge.jpg"\r\n` +
        'content-type: image/jpeg\r\n\r\n',
    )
    const total = 100 * 1024 * 1024
    const block = Buffer.alloc(64 * 1024, 0xff)
    let sent = 0
    const answer = await new Promise<{ status: number; body: string; sentAtAnswer: number }>(
      (resolve, reject) => {
        const request = http.request({
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/photos/',
          headers: {
            ...bearer(host.access),
            'accept-language': 'fr',
            'content-type': `multipart/form-data; boundary=${boundary}`,
            'content-length': String(head.length + total),
          },
        })
        let answered = false
        request.on('response', (response) => {
          answered = true
          const sentAtAnswer = sent
          let body = ''
          response.on('data', (chunk) => {
            body += chunk
          })
          response.on('end', () => {
            request.destroy()
            resolve({ status: response.statusCode ?? 0, body, sentAtAnswer })
          })
        })
        request.on('error', (error) => {
          // The server may close the socket once it has answered; only a missing answer is a failure.
          if (!answered) reject(error)
        })
        request.write(head)
        const pump = () => {
          while (sent < total && !answered) {
            sent += block.length
            if (!request.write(block)) {
              request.once('drain', pump)
              return
            }
          }
          if (!answered) request.end()
        }
        pump()
      },
    )
    console.log(
      `100 MB upload: answered ${answer.status} after ${(answer.sentAtAnswer / 1e6).toFixed(1)} MB sent`,
    )
    expect(answer.status).toBe(413)
    expect(JSON.parse(answer.body).code).toBe('invalid_file')
    expect(answer.sentAtAnswer).toBeLessThan(20 * 1024 * 1024)
    expect(storedFiles()).toEqual(before.files)
    expect(await photoCount()).toBe(before.photos)
  })
})
