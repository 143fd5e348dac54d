import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { copiesOf, demoRoomPhotos } from '../test/photo-copies.ts'
import {
  bandsOf,
  hammingDistance,
  MATCH_MAX_DISTANCE,
  perceptualHashes,
  type TPhotoHash,
} from './perceptual-hash.ts'

/** The hashes of an image as the upload path computes them: from its pixels at the gallery's size. */
async function hashesOf(image: Buffer) {
  const { data, info } = await sharp(image)
    .rotate()
    .resize(1600, 1200, { fit: 'inside', withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true })
  return perceptualHashes({ data, info })
}

/** The closest any framing of one photo comes to any framing of the other, as the lookup reads it. */
const closest = (a: TPhotoHash[], b: TPhotoHash[]) =>
  Math.min(...a.flatMap((x) => b.map((y) => hammingDistance(x.hash, y.hash))))

describe('perceptual hashes', () => {
  it('no two different demo photos match, the closest pair being well above the threshold', async () => {
    const hashes = await Promise.all((await demoRoomPhotos()).map(hashesOf))
    let nearest = 64
    for (let i = 0; i < hashes.length; i++) {
      for (let j = i + 1; j < hashes.length; j++) {
        nearest = Math.min(nearest, closest(hashes[i] ?? [], hashes[j] ?? []))
      }
    }
    console.log(`${hashes.length} demo photos: the closest two differ by ${nearest} bits`)
    expect(nearest).toBeGreaterThan(MATCH_MAX_DISTANCE + 2)
  }, 60_000)

  it('a copied photo stays within the threshold, whatever was done to it', async () => {
    const [original] = await demoRoomPhotos()
    const originalHashes = await hashesOf(original as Buffer)
    for (const [what, copy] of Object.entries(await copiesOf(original as Buffer))) {
      const distance = closest(await hashesOf(copy), originalHashes)
      expect({ what, distance: distance <= MATCH_MAX_DISTANCE }).toEqual({ what, distance: true })
    }
  })

  it('gives no hash for a plain picture: its bits would be noise and match every plain picture', async () => {
    const plain = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#0f5c5c' } })
      .jpeg()
      .toBuffer()
    expect(await hashesOf(plain)).toEqual([])
  })

  it('cuts a hash into four 16-bit bands: hashes 3 bits apart always share one', () => {
    const hash = -0x1234_5678_9abc_def0n
    expect(bandsOf(hash).every((band) => band >= 0 && band <= 0xffff)).toBe(true)
    for (const bits of [
      [0, 16, 32],
      [5, 21, 40],
      [63, 47, 31],
      [1, 2, 3],
    ]) {
      const other = bits.reduce((value, bit) => value ^ (1n << BigInt(bit)), hash)
      const shared = bandsOf(hash).filter((band, index) => band === bandsOf(BigInt.asIntN(64, other))[index])
      expect(shared.length).toBeGreaterThanOrEqual(1)
    }
  })
})
