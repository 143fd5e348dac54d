import { fileTypeFromBuffer } from 'file-type'
import sharp, { type Sharp } from 'sharp'
import type { TParams } from '../i18n/index.ts'
import { AppError } from './app-error.ts'
import { createSemaphore, SemaphoreBusyError } from './semaphore.ts'

/**
 * The most pixels an uploaded image may have: 50 MP holds the largest phone photos (8,000 × 6,000
 * from a 48 MP sensor, 8,160 × 6,120 from a 50 MP one); anything bigger is a scan, a panorama
 * stitch or an attack, and the site shows at most 1,600 × 1,200.
 */
export const IMAGE_MAX_PIXELS = 50_000_000

/**
 * The most bytes an image's pixels may take once decoded (width × height × channels × bytes per
 * sample, read from the header): a phone photo at the pixel cap, 8-bit RGB. Decoding cost follows
 * these bytes, not the pixel count, so a 16-bit or RGBA image of legal size must be smaller (16-bit
 * RGBA: 18.75 MP, about 4,330 × 4,330) and can never cost more than that phone photo.
 */
export const IMAGE_MAX_DECODED_BYTES = IMAGE_MAX_PIXELS * 3

/**
 * Decodes at once in this process. A worst case under the caps above peaks near 90 MB while it
 * decodes (measured alone, turned before it was shrunk); two at a time also leave half of libuv's
 * four threads to file and crypto work. glibc keeps what each thread freed for that thread's next
 * use, so the process can still hold about one worst case per libuv thread:
 * system/decode-memory.test.ts measures 280–390 MB above idle for ten simultaneous worst cases
 * (shrunk before they are turned) and holds it under 500 MB. Each API process bounds its own
 * decodes: with N processes (WORKERS=N or N machines) the ceiling is per process, N times over.
 */
export const DECODE_CONCURRENCY = 2

/**
 * Uploads waiting for a decode turn queue rather than fail: the upload is already in memory (at
 * most 2 MB a photo) and the user has waited for it. The queue is bounded so a flood cannot wait
 * forever: past 20 waiters or 20 s of waiting (ten worst cases a turn take about 1 s on a loaded
 * machine) the upload gets a 503 with Retry-After.
 */
const decodeTurns = createSemaphore({ concurrency: DECODE_CONCURRENCY, maxWaiting: 20, maxWaitMs: 20_000 })

// libvips's operation cache keeps recent results for reuse; uploads are never decoded twice, so it
// could only hold memory (measured: it made no difference to the peak, so off costs nothing).
sharp.cache(false)

/** The real type of an upload, read from its first bytes (never from its name or declared type). */
export async function sniffMime(head: Buffer): Promise<string | undefined> {
  return (await fileTypeFromBuffer(head))?.mime
}

/** Message keys for an image refused: unreadable, too many pixels, too many decoded bytes. */
export type TImageRefusal = {
  field: string
  keys: { unreadable: string; pixels: string; bytes: string }
  params?: TParams
}

export const PICTURE_REFUSAL_KEYS: TImageRefusal['keys'] = {
  unreadable: 'field.pictureType',
  pixels: 'field.picturePixels',
  bytes: 'field.pictureDepth',
}

// libvips's sample formats; an unknown one counts as the widest (8 bytes) to stay on the safe side.
const BYTES_PER_SAMPLE: Record<string, number> = {
  char: 1,
  uchar: 1,
  short: 2,
  ushort: 2,
  int: 4,
  uint: 4,
  float: 4,
}

const refuse = (refusal: TImageRefusal, key: string, params: TParams = {}) =>
  new AppError(400, 'invalid_file', {
    fields: { [refusal.field]: { key, params: { ...refusal.params, ...params } } },
  })

/**
 * Refuses (400 `invalid_file`) an image sharp cannot read or that is over the caps, from its header
 * alone: nothing is decoded yet, so a refusal costs microseconds whatever the image claims.
 */
export async function assertUsableImage(image: Buffer, refusal: TImageRefusal): Promise<void> {
  // No pixel limit here: the header of a bomb must be read to be refused with the right message.
  const meta = await sharp(image, { limitInputPixels: false })
    .metadata()
    .catch(() => undefined)
  if (!meta?.width || !meta.height) throw refuse(refusal, refusal.keys.unreadable)
  const size = { width: meta.width, height: meta.height, max: IMAGE_MAX_PIXELS / 1_000_000 }
  if (meta.width * meta.height > IMAGE_MAX_PIXELS) throw refuse(refusal, refusal.keys.pixels, size)
  const sample = BYTES_PER_SAMPLE[meta.depth ?? ''] ?? 8
  if (meta.width * meta.height * (meta.channels ?? 4) * sample > IMAGE_MAX_DECODED_BYTES) {
    throw refuse(refusal, refusal.keys.bytes, size)
  }
}

/**
 * How each EXIF orientation is undone on pixels already shrunk: an optional top-down mirror, then
 * a clockwise turn (libvips's autorot turns first and mirrors left-right after; a left-right
 * mirror after a turn is the same as a top-down mirror before it, which is the order sharp applies).
 */
const UPRIGHT: Record<number, { flip: boolean; angle: number }> = {
  1: { flip: false, angle: 0 },
  2: { flip: true, angle: 180 },
  3: { flip: false, angle: 180 },
  4: { flip: true, angle: 0 },
  5: { flip: true, angle: 90 },
  6: { flip: false, angle: 90 },
  7: { flip: true, angle: 270 },
  8: { flip: false, angle: 270 },
}

/**
 * The upload's pixels, upright, shrunk until both sides are at most `side` past the smaller one
 * (no enlargement): turning a picture by its EXIF orientation makes libvips hold all of it, so the
 * turn happens after the shrink, which streams. A 16-bit 18.75 MP PNG turned first held 150 MB per
 * decode; turned after, under 25 MB.
 */
async function uprightShrunk(input: Sharp, side: number): Promise<Sharp> {
  const { orientation } = await input.metadata()
  const { data, info } = await input
    .resize(side, side, { fit: 'outside', withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true })
  const { flip, angle } = UPRIGHT[orientation ?? 1] ?? { flip: false, angle: 0 }
  const pixels = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
  if (!flip && angle === 0) return pixels
  const turned = await pixels.flip(flip).rotate(angle).raw().toBuffer({ resolveWithObject: true })
  return sharp(turned.data, {
    raw: { width: turned.info.width, height: turned.info.height, channels: turned.info.channels },
  })
}

/**
 * Decodes an upload once its header has passed assertUsableImage, in one of this process's decode
 * turns, with sharp's own limits as a second guard: the pixel cap, failure on any decoder warning (a
 * truncated or corrupt stream stops early), and sequential reading, which streams the pixels
 * through the pipeline instead of holding the whole image. `build` receives the pixels upright and
 * shrunk to `side` (see uprightShrunk). A failed decode is the refusal's `unreadable` 400; no turn
 * within the queue's limits is a localized 503 with Retry-After.
 */
export async function decodeUpload<T>(
  image: Buffer,
  refusal: TImageRefusal,
  side: number,
  build: (upright: Sharp) => Promise<T>,
): Promise<T> {
  await assertUsableImage(image, refusal)
  try {
    return await decodeTurns.run(async () => {
      const input = sharp(image, {
        limitInputPixels: IMAGE_MAX_PIXELS,
        failOn: 'warning',
        sequentialRead: true,
      })
      return build(await uprightShrunk(input, side))
    })
  } catch (error) {
    if (error instanceof SemaphoreBusyError) {
      throw new AppError(503, 'service_unavailable', { headers: { 'retry-after': '5' } })
    }
    throw refuse(refusal, refusal.keys.unreadable)
  }
}

/**
 * A square WebP avatar. Re-encoding drops every metadata block (EXIF GPS included) and any payload
 * hidden after the image data.
 */
export function toAvatarWebp(image: Buffer, refusal: TImageRefusal): Promise<Buffer> {
  return decodeUpload(image, refusal, 320, (upright) =>
    upright.resize(320, 320, { fit: 'cover' }).webp({ quality: 82 }).toBuffer(),
  )
}
