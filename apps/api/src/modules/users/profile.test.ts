import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, signUpAndLogIn } from '../../test/accounts.ts'
import { createTestApp, type TTestApp } from '../../test/test-app.ts'

let t: TTestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const image = (format: 'png' | 'jpeg', size = 64) =>
  sharp({ create: { width: size, height: size, channels: 3, background: '#0f5c5c' } })
    .withExif({ IFD0: { Artist: 'Someone', ImageDescription: 'private location' } })
    [format]()
    .toBuffer()

function form(fields: Record<string, string>, file?: { name: string; data: Buffer; type: string }) {
  const body = new FormData()
  for (const [key, value] of Object.entries(fields)) body.append(key, value)
  if (file)
    body.append('profile_picture', new Blob([new Uint8Array(file.data)], { type: file.type }), file.name)
  return body
}

const patch = (access: string, payload: unknown, language = 'en') =>
  t.inject({
    method: 'PATCH',
    url: '/api/profile/',
    headers: { ...bearer(access), 'accept-language': language },
    payload: payload as never,
  })

describe('GET and PATCH /api/profile/', () => {
  it('returns the whole profile of the signed-in user', async () => {
    const { access, account } = await signUpAndLogIn(t)
    const response = await t.inject({ method: 'GET', url: '/api/profile/', headers: bearer(access) })
    expect(response.statusCode).toBe(200)
    expect(Object.keys(response.json()).sort()).toEqual(
      [
        'bio',
        'email',
        'first_name',
        'has_password',
        'id',
        'is_verified',
        'language',
        'last_name',
        'member_since',
        'phone',
        'profile_picture_url',
        'user_type',
        'username',
      ].sort(),
    )
    expect(response.json()).toMatchObject({
      username: account.username,
      user_type: 'guest',
      language: 'en',
      has_password: true,
    })
  })

  it('updates text fields from JSON and refuses bad values without changing anything', async () => {
    const { access } = await signUpAndLogIn(t)
    const ok = await patch(access, { first_name: 'Chloé', bio: 'Arriving in August.', language: 'fr' })
    expect(ok.statusCode).toBe(200)
    expect(ok.json()).toMatchObject({ first_name: 'Chloé', bio: 'Arriving in August.', language: 'fr' })

    const bad = await patch(access, { first_name: '', language: 'de', user_type: 'admin' }, 'fr')
    expect(bad.statusCode).toBe(400)
    expect(bad.json().fields).toMatchObject({
      first_name: 'Ce champ est obligatoire.',
      language: 'Choisissez le français ou l’anglais.',
      user_type: "Ce champ n'est pas accepté.",
    })
    const after = await t.inject({ method: 'GET', url: '/api/profile/', headers: bearer(access) })
    expect(after.json()).toMatchObject({ first_name: 'Chloé', language: 'fr', user_type: 'guest' })
  })

  it('refuses a username another account has, whatever its case', async () => {
    const other = await signUpAndLogIn(t)
    const { access } = await signUpAndLogIn(t)
    const response = await patch(access, { username: other.account.username.toUpperCase() })
    expect(response.statusCode).toBe(409)
    expect(response.json().fields.username).toBe('This username is already taken.')
  })

  it('stores an uploaded JPEG or PNG as a WebP avatar without its metadata', async () => {
    const { access } = await signUpAndLogIn(t)
    for (const format of ['jpeg', 'png'] as const) {
      const response = await patch(
        access,
        form(
          { bio: `with a ${format}` },
          { name: `me.${format}`, data: await image(format), type: `image/${format}` },
        ),
      )
      expect(response.statusCode).toBe(200)
      const url = response.json().profile_picture_url as string
      expect(url).toMatch(/^\/media\/avatars\/.+\.webp$/)
      const served = await t.inject({ method: 'GET', url })
      expect(served.statusCode).toBe(200)
      expect(served.headers['content-type']).toBe('image/webp')
      const meta = await sharp(served.rawPayload).metadata()
      expect(meta.format).toBe('webp')
      expect(meta.exif).toBeUndefined()
    }
  })

  it('checks the picture by its bytes, not its name, and refuses pictures over 2 MB', async () => {
    const { access } = await signUpAndLogIn(t)
    const before = (await t.inject({ method: 'GET', url: '/api/profile/', headers: bearer(access) })).json()

    const disguised = await patch(
      access,
      form(
        { bio: 'changed' },
        { name: 'me.png', data: Buffer.from('%PDF-1.7 not an image'), type: 'image/png' },
      ),
    )
    expect(disguised.statusCode).toBe(400)
    expect(disguised.json().fields.profile_picture).toBe('The picture must be a JPG or PNG image.')

    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64')
    const wrongType = await patch(access, form({}, { name: 'me.jpg', data: gif, type: 'image/jpeg' }))
    expect(wrongType.statusCode).toBe(400)

    const big = Buffer.concat([await image('png'), Buffer.alloc(2 * 1024 * 1024)])
    const tooBig = await patch(
      access,
      form({ bio: 'changed' }, { name: 'big.png', data: big, type: 'image/png' }),
      'fr',
    )
    expect(tooBig.statusCode).toBe(413)
    expect(tooBig.json().fields.profile_picture).toBe('La photo doit faire au plus 2 Mo.')

    const after = (await t.inject({ method: 'GET', url: '/api/profile/', headers: bearer(access) })).json()
    expect(after).toEqual(before)
  })

  it('refuses every profile call without a valid token', async () => {
    expect((await t.inject({ method: 'GET', url: '/api/profile/' })).statusCode).toBe(401)
    expect((await patch('nope', { bio: 'x' })).statusCode).toBe(401)
  })
})
