import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, signUpAdmin } from '../../test/accounts.ts'
import { multipart, sampleJpeg, sixteenBitPng } from '../../test/files.ts'
import { createListing, signUpHost } from '../../test/listings.ts'
import { createTestApp, type TTestApp } from '../../test/test-app.ts'

/**
 * The decode caps of lib/images.ts on every route that decodes an upload: an image over them is
 * refused from its header (fast, nothing decoded) with a localized 400; what a phone takes passes.
 */
let t: TTestApp
let host: Awaited<ReturnType<typeof signUpHost>>
let listingId: number
// 7,740 × 7,740, 16-bit RGB: 0.5 MB on disk, 60 MP and 359 MB once decoded (the review's finding).
let reviewPng: Buffer

beforeAll(async () => {
  t = await createTestApp()
  host = await signUpHost(t)
  listingId = await createListing(t, host.access)
  reviewPng = await sixteenBitPng(7740, 7740, 3)
}, 120_000)
afterAll(async () => {
  await t?.close()
})

const addPhoto = (name: string, data: Buffer) =>
  t.inject({
    method: 'POST',
    url: '/api/photos/',
    headers: { ...bearer(host.access), 'accept-language': 'fr' },
    payload: multipart({ property: String(listingId) }, [
      { field: 'image', name, data, type: 'image/png' },
    ]) as never,
  })

async function timed<T>(work: () => Promise<T>) {
  const started = performance.now()
  const result = await work()
  return { result, ms: performance.now() - started }
}

describe('image decode caps', () => {
  it('refuses the 7,740 × 7,740 16-bit PNG from its header, fast, in the language asked', async () => {
    const { result, ms } = await timed(() => addPhoto('huge.png', reviewPng))
    console.log(`7,740 × 7,740 16-bit PNG refused in ${ms.toFixed(0)} ms`)
    expect(result.statusCode).toBe(400)
    expect(result.json()).toMatchObject({
      code: 'invalid_file',
      fields: {
        image:
          'La photo « huge.png » fait 7740 × 7740 pixels : au plus 50 mégapixels, la taille d’une grande photo de téléphone.',
      },
    })
    // Decoding it took 0.5–4 s before the caps; reading its header takes well under that.
    expect(ms).toBeLessThan(1500)
  })

  it('refuses a 16-bit RGBA image of legal dimensions whose decoded bytes are over the budget', async () => {
    // 5,000 × 5,000 = 25 MP, under the pixel cap; 200 MB once decoded, over the 150 MB budget.
    const response = await addPhoto('scan.png', await sixteenBitPng(5000, 5000, 4))
    expect(response.statusCode).toBe(400)
    expect(response.json().fields.image).toBe(
      'La photo « scan.png » est trop lourde à traiter en 5000 × 5000 (couleurs 16 bits ou canaux en plus) : enregistrez-la en JPEG ordinaire.',
    )
  })

  it('still takes an ordinary photo, and the largest 16-bit image the caps allow', async () => {
    expect((await addPhoto('room.jpg', await sampleJpeg(1200))).statusCode).toBe(201)
    // 4,330 × 4,330 16-bit RGBA = 149,991,200 decoded bytes: just under the budget.
    const atTheCap = await addPhoto('cap.png', await sixteenBitPng(4330, 4330, 4, 6))
    expect(atTheCap.statusCode).toBe(201)
    const gallery = await t.inject({ method: 'GET', url: atTheCap.json().image })
    expect(gallery.statusCode).toBe(200)
    expect(gallery.headers['content-type']).toBe('image/webp')
  })

  it('refuses the same image as a profile picture and as a blog cover, in English by default', async () => {
    const picture = await t.inject({
      method: 'PATCH',
      url: '/api/profile/',
      headers: bearer(host.access),
      payload: multipart({}, [{ field: 'profile_picture', name: 'me.png', data: reviewPng }]) as never,
    })
    expect(picture.statusCode).toBe(400)
    expect(picture.json().fields.profile_picture).toBe(
      'The picture is 7740 × 7740 pixels: at most 50 megapixels, the size of a large phone photo.',
    )
    const admin = await signUpAdmin(t)
    const cover = await t.inject({
      method: 'POST',
      url: '/api/admin/blogs/',
      headers: bearer(admin.access),
      payload: multipart(
        {
          title: 'Moving in',
          brief_description: 'What to bring.',
          body: 'A lamp.',
          writer_name: 'Sofia',
          language: 'en',
        },
        [{ field: 'image', name: 'cover.png', data: reviewPng }],
      ) as never,
    })
    expect(cover.statusCode).toBe(400)
    expect(cover.json().fields.image).toMatch(/^The picture is 7740 × 7740 pixels/)
  })
})
