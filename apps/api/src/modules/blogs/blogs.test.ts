import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, signUpAdmin, signUpAndLogIn } from '../../test/accounts.ts'
import { seedBlogs } from '../../test/blogs.ts'
import { multipart, samplePdf, samplePng } from '../../test/files.ts'
import { createTestApp, type TTestApp } from '../../test/test-app.ts'

let t: TTestApp
beforeAll(async () => {
  t = await createTestApp()
  await seedBlogs(t)
})
afterAll(() => t.close())

const list = (language: string) =>
  t.inject({ method: 'GET', url: '/api/blogs', headers: { 'accept-language': language } })

describe('blog', () => {
  it("lists the reader's language, newest first, as the spec's cards with working images", async () => {
    const english = (await list('en')).json()
    const french = (await list('fr-CA')).json()
    expect(english.count).toBe(6)
    expect(french.count).toBe(6)
    expect(english.results[0]).toMatchObject({
      title: 'Your first month in Montreal: a checklist',
      writer_name: 'Sofia Martel',
    })
    expect(french.results[0].title).toBe('Votre premier mois à Montréal : la liste')
    expect(Object.keys(english.results[0]).sort()).toEqual(
      ['brief_description', 'created_date', 'id', 'image', 'language', 'title', 'writer_name'].sort(),
    )
    expect(english.results[0].created_date >= english.results[1].created_date).toBe(true)
    const image = await t.inject({ method: 'GET', url: english.results[0].image })
    expect(image.headers['content-type']).toBe('image/webp')
    const post = await t.inject({ method: 'GET', url: `/api/blogs/${english.results[1].id}` })
    expect(post.json().body).toContain('12% of the first month')
    // The same story in French, so a reader who switches language keeps reading it.
    const translated = await t.inject({ method: 'GET', url: `/api/blogs/${post.json().translation_id}` })
    expect(translated.json()).toMatchObject({ language: 'fr', translation_id: english.results[1].id })
    expect(translated.json().title).toBe(french.results[1].title)
    expect((await t.inject({ method: 'GET', url: '/api/blogs/99999' })).statusCode).toBe(404)
    // French keeps a number with its sign and its digit groups: "12 %", "1 150 $" never break.
    const frenchPost = translated.json()
    for (const text of [frenchPost.title, frenchPost.body, french.results[1].brief_description]) {
      expect(text).not.toMatch(/\d[ \u202f]?[%$]|\d \d{3}\b/)
    }
    expect(frenchPost.title).toContain('12\u00a0%')
    expect(frenchPost.body).toContain('1\u00a0150\u00a0$')
  })

  it('lets only staff write, edit and delete posts, with validated input', async () => {
    const admin = await signUpAdmin(t)
    const guest = await signUpAndLogIn(t)
    const fields = {
      title: 'Moving day tips',
      brief_description: 'Book the elevator and label your boxes.',
      body: 'Long text.',
      writer_name: 'Staff',
      language: 'en',
    }
    const post = (access: string, payload: FormData | object) =>
      t.inject({
        method: 'POST',
        url: '/api/admin/blogs/',
        headers: bearer(access),
        payload: payload as never,
      })
    expect((await post(guest.access, fields)).statusCode).toBe(403)
    const invalid = await post(admin.access, { ...fields, title: '', language: 'es' })
    expect(invalid.statusCode).toBe(400)
    expect(invalid.json().fields).toMatchObject({
      title: 'This field is required.',
      language: 'Choose English or French.',
    })
    const badImage = await post(
      admin.access,
      multipart(fields, [{ field: 'image', name: 'x.png', data: samplePdf() }]),
    )
    expect(badImage.statusCode).toBe(400)

    const created = await post(
      admin.access,
      multipart(fields, [{ field: 'image', name: 'cover.png', data: await samplePng(900) }]),
    )
    expect(created.statusCode).toBe(201)
    const id = created.json().id
    const edited = await t.inject({
      method: 'PATCH',
      url: `/api/admin/blogs/${id}/`,
      headers: bearer(admin.access),
      payload: { title: 'Moving day, made easy' },
    })
    expect(edited.json()).toMatchObject({ title: 'Moving day, made easy', body: 'Long text.' })
    const removed = await t.inject({
      method: 'DELETE',
      url: `/api/admin/blogs/${id}/`,
      headers: bearer(admin.access),
    })
    expect(removed.statusCode).toBe(204)
    expect((await t.inject({ method: 'GET', url: created.json().image })).statusCode).toBe(404)
  })
})
