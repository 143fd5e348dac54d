import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, signUpAdmin } from '../../test/accounts.ts'
import { seedBlogs } from '../../test/blogs.ts'
import { publishListings } from '../../test/catalogue.ts'
import { approveListing, createListing, signUpHost } from '../../test/listings.ts'
import { createTestApp, type TTestApp } from '../../test/test-app.ts'
import { MAIN_PAGES } from './main-pages.ts'
import { createSitemapRepository } from './repository.ts'
import { createSitemaps } from './sitemap.ts'

const ORIGIN = 'https://demeure.example'
let t: TTestApp
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: ORIGIN })
  await seedBlogs(t)
})
afterAll(() => t.close())

const get = (url: string) => t.inject({ method: 'GET', url })
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] as string)

describe('robots.txt', () => {
  it('keeps crawlers out of the private areas and points at the sitemap', async () => {
    const response = await get('/robots.txt')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toContain('text/plain')
    const lines = response.body.split('\n')
    for (const path of ['/user-panel', '/cohost-panel', '/admin', '/ai-chat', '/checkout', '/api/'])
      expect(lines).toContain(`Disallow: ${path}`)
    expect(lines).toContain('Allow: /media/')
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`)
  })
})

describe('sitemap.xml', () => {
  it('lists the main pages and every blog post in both languages, with their alternates', async () => {
    const response = await get('/sitemap.xml')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toContain('application/xml')
    expect(response.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"')
    const urls = locs(response.body)
    expect(urls).toContain(`${ORIGIN}/`)
    expect(urls).toContain(`${ORIGIN}/map?lang=fr`)
    expect(urls).not.toContain(`${ORIGIN}/login`)
    const posts = (await get('/api/blogs?page_size=50')).json().results as { id: number }[]
    expect(posts.length).toBeGreaterThan(0)
    for (const post of posts) expect(urls).toContain(`${ORIGIN}/blogs/${post.id}`)
    const english = (await get(`/api/blogs/${posts[0]?.id}`)).json()
    expect(response.body).toContain(
      `<xhtml:link rel="alternate" hreflang="fr" href="${ORIGIN}/blogs/${english.translation_id}?lang=fr"/>`,
    )
  })

  it('adds a listing when staff publish it and drops it when it is removed', async () => {
    const admin = await signUpAdmin(t)
    const host = await signUpHost(t)
    const id = await createListing(t, host.access)
    const listing = (language: string) =>
      `${ORIGIN}/House/${id}${language === 'en' ? '' : `?lang=${language}`}`
    expect(locs((await get('/sitemap.xml')).body)).not.toContain(listing('en'))

    await approveListing(t, admin.access, id)
    const published = (await get('/sitemap.xml')).body
    expect(locs(published)).toEqual(expect.arrayContaining([listing('en'), listing('fr')]))
    const entry = published.slice(published.indexOf(`<loc>${listing('en')}</loc>`)).split('</url>')[0]
    expect(entry).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/)
    expect(entry).toContain(`hreflang="fr" href="${listing('fr')}"`)

    const removed = await t.inject({
      method: 'DELETE',
      url: `/api/host-properties/${id}/`,
      headers: bearer(host.access),
    })
    expect(removed.statusCode).toBe(204)
    expect(locs((await get('/sitemap.xml')).body)).not.toContain(listing('en'))
  })

  it('becomes an index of parts past the URL limit, every part of every section within it', async () => {
    const host = await signUpHost(t)
    await publishListings(
      t,
      host.user.id,
      Array.from({ length: 7 }, () => ({})),
    )
    const repo = createSitemapRepository(t.database.db)
    const listings = await repo.countListings()
    const whole = locs(await createSitemaps(repo, ORIGIN).root())
    const pageUrls = whole.filter((url) => !url.includes('/House/'))
    expect(pageUrls.length).toBeGreaterThanOrEqual(MAIN_PAGES.filter((page) => page.indexed).length * 2)
    // A limit far below everything: the main pages and posts alone need several files, as do the
    // listings.
    const limit = 6
    expect(pageUrls.length).toBeGreaterThan(2 * limit)
    const sitemaps = createSitemaps(repo, ORIGIN, limit)
    const index = await sitemaps.root()
    expect(index).toContain('<sitemapindex')
    const parts = locs(index)
    const pageParts = parts.filter((url) => url.startsWith(`${ORIGIN}/sitemaps/pages-`))
    const listingParts = parts.filter((url) => url.startsWith(`${ORIGIN}/sitemaps/listings-`))
    expect(pageParts).toHaveLength(Math.ceil(pageUrls.length / limit))
    expect(listingParts).toHaveLength(Math.ceil(listings / (limit / 2)))
    expect(parts).toHaveLength(pageParts.length + listingParts.length)

    const read = async (part: (n: number) => Promise<string | undefined>, count: number) => {
      const urls: string[] = []
      for (let n = 1; n <= count; n++) {
        const xml = (await part(n)) as string
        expect(xml).toContain('<urlset')
        expect(locs(xml).length).toBeLessThanOrEqual(limit)
        urls.push(...locs(xml))
      }
      expect(await part(count + 1)).toBeUndefined()
      expect(await part(0)).toBeUndefined()
      return urls
    }
    const pages = await read(sitemaps.pagesPart, pageParts.length)
    const listingUrls = await read(sitemaps.listingsPart, listingParts.length)
    // Together the parts list exactly what the single file did, each URL once.
    expect(pages).toEqual(pageUrls)
    expect(listingUrls).toHaveLength(listings * 2)
    expect(new Set([...pages, ...listingUrls])).toEqual(new Set(whole))

    // Served over HTTP too; the address of the pages before they were split still leads to them,
    // and unknown parts are a 404.
    expect((await get('/sitemaps/pages-1.xml')).statusCode).toBe(200)
    expect((await get('/sitemaps/listings-1.xml')).statusCode).toBe(200)
    const moved = await get('/sitemaps/pages.xml')
    expect(moved.statusCode).toBe(301)
    expect(moved.headers.location).toBe('/sitemaps/pages-1.xml')
    expect((await get('/sitemaps/pages-2.xml')).statusCode).toBe(404)
    expect((await get('/sitemaps/listings-999.xml')).statusCode).toBe(404)
    expect((await get('/sitemaps/other.xml')).statusCode).toBe(404)
  })
})
