import sharp from 'sharp'

/**
 * The framings hashed per photo: the whole frame, then its centre 90 % and 80 %. A copy cropped by
 * up to a tenth on each side shows about what the original's centre shows, so one of its hashes
 * meets one of the original's (tests: modules/listings/copied-photos.test.ts).
 */
export const HASH_FRAMINGS = [1, 0.9, 0.8] as const

/**
 * Most differing bits for two photos to count as one. Copies (resized, recompressed at quality 20,
 * centre-cropped by 10 %, hue and brightness shifted) measure 0 to 2; two different demo photos of
 * the same room layout measure 7 or more. 3 is also the most that four 16-bit bands find for sure:
 * two hashes 3 bits apart differ in at most three bands, so they share the fourth exactly.
 */
export const MATCH_MAX_DISTANCE = 3

export type TPhotoHash = { kind: number; hash: bigint }

/** Grey levels (of 255) between the darkest and brightest of the 9 × 8 cells for a picture to count. */
const MIN_CONTRAST = 8

type TRaw = { data: Buffer; info: { width: number; height: number; channels: 1 | 2 | 3 | 4 } }

/**
 * Width of the grey thumbnail the framings are cut from. Every framing ends as 9 × 8 cells, so a
 * 256-pixel-wide thumbnail still gives each cell more than 20 pixels to average, while the hashing
 * never holds more than a few tens of kilobytes (system/decode-memory.test.ts measures the
 * upload's peak with it).
 */
const THUMBNAIL_WIDTH = 256

/**
 * A 64-bit difference hash (dHash): the picture shrunk to 9 × 8 grey pixels, one bit per pair of
 * neighbours (is the left one brighter?). Colour, size and compression hardly move it; its
 * content does. Returned as a signed 64-bit value, as PostgreSQL's bigint stores it; null for a
 * plain picture.
 */
async function dHash(grey: TRaw, framing: number): Promise<bigint | null> {
  const { width, height } = grey.info
  const w = Math.max(9, Math.round(width * framing))
  const h = Math.max(8, Math.round(height * framing))
  const cells = await sharp(grey.data, { raw: { width, height, channels: 1 } })
    .extract({ left: Math.floor((width - w) / 2), top: Math.floor((height - h) / 2), width: w, height: h })
    .resize(9, 8, { fit: 'fill' })
    // One grey channel out as it came in (libvips would otherwise write it back as sRGB).
    .toColourspace('b-w')
    .raw()
    .toBuffer()
  // A plain picture (a flat colour, a blank wall filling the frame) has no content to compare: its
  // bits would be compression noise, and it would "match" every other plain picture.
  if (Math.max(...cells) - Math.min(...cells) < MIN_CONTRAST) return null
  let hash = 0n
  for (let y = 0; y < 8; y++) {
    for (let x = 0; x < 8; x++) {
      const left = cells[y * 9 + x] ?? 0
      const right = cells[y * 9 + x + 1] ?? 0
      hash = (hash << 1n) | (left > right ? 1n : 0n)
    }
  }
  return BigInt.asIntN(64, hash)
}

/**
 * The hashes of decoded pixels (already within the decode budget), one per framing that is not
 * plain. The pixels are shrunk once to a small grey thumbnail and every framing is cut from it, one
 * after the other: cutting each framing from the full pixels in parallel held three more
 * full-size pipelines at the decode's peak.
 */
export async function perceptualHashes(raw: TRaw): Promise<TPhotoHash[]> {
  const { width, height, channels } = raw.info
  const { data, info } = await sharp(raw.data, { raw: { width, height, channels } })
    .greyscale()
    .resize(THUMBNAIL_WIDTH, null, { withoutEnlargement: true })
    .extractChannel(0)
    .raw()
    .toBuffer({ resolveWithObject: true })
  const grey: TRaw = { data, info: { width: info.width, height: info.height, channels: 1 } }
  const hashes: TPhotoHash[] = []
  for (const [kind, framing] of HASH_FRAMINGS.entries()) {
    const hash = await dHash(grey, framing)
    if (hash !== null) hashes.push({ kind, hash })
  }
  return hashes
}

/** The four 16-bit bands of a hash, each a value 0 to 65,535: what the lookup indexes. */
export function bandsOf(hash: bigint): [number, number, number, number] {
  const bits = BigInt.asUintN(64, hash)
  return [0n, 16n, 32n, 48n].map((shift) => Number((bits >> shift) & 0xffffn)) as [
    number,
    number,
    number,
    number,
  ]
}

/** Bits that differ between two hashes. */
export function hammingDistance(a: bigint, b: bigint): number {
  let rest = BigInt.asUintN(64, a ^ b)
  let count = 0
  while (rest) {
    count += Number(rest & 1n)
    rest >>= 1n
  }
  return count
}
