import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { sixteenBitPng } from '../test/files.ts'
import { decodeUpload, PICTURE_REFUSAL_KEYS } from './images.ts'

const refusal = { field: 'image', keys: PICTURE_REFUSAL_KEYS }

/** A 6 × 4 picture whose every pixel differs, so any wrong turn or mirror shows. */
function asymmetricPixels() {
  const width = 6
  const height = 4
  const data = Buffer.alloc(width * height * 3)
  for (let i = 0; i < width * height; i++) data.set([i * 10, 255 - i * 10, (i * 37) % 256], i * 3)
  return sharp(data, { raw: { width, height, channels: 3 } })
}

const rawOf = async (image: Sharp) => {
  const { data, info } = await image.raw().toBuffer({ resolveWithObject: true })
  return { width: info.width, height: info.height, pixels: [...data] }
}
type Sharp = ReturnType<typeof sharp>

describe('decoding an upload upright', () => {
  it('turns each of the eight EXIF orientations as libvips autorot does', async () => {
    for (const orientation of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const png = await asymmetricPixels().withMetadata({ orientation }).png().toBuffer()
      const expected = await rawOf(sharp(png).rotate())
      const decoded = await decodeUpload(png, refusal, 1600, rawOf)
      expect({ orientation, ...decoded }).toEqual({ orientation, ...expected })
    }
  })

  it('shrinks before turning, keeping both sides at least the requested size, and keeps 16-bit colours', async () => {
    const png = await sixteenBitPng(3000, 2000, 4, 6)
    const decoded = await decodeUpload(png, refusal, 1600, async (upright) =>
      upright.raw().toBuffer({ resolveWithObject: true }),
    )
    // 3,000 × 2,000 turned a quarter is 2,000 × 3,000; its smaller side shrinks to 1,600.
    expect([decoded.info.width, decoded.info.height]).toEqual([1600, 2400])
    // The colour is what turning first and shrinking after gives (sharp's own auto-orientation).
    const reference = await sharp(png).rotate().resize(1600, 1600, { fit: 'outside' }).raw().toBuffer()
    expect([...decoded.data.subarray(0, 4)]).toEqual([...reference.subarray(0, 4)])
  })
})
