import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, signUpAdmin } from '../../test/accounts.ts'
import { seedBlogs } from '../../test/blogs.ts'
import { approveListing, createListing, signUpHost } from '../../test/listings.ts'
import { createTestApp, type TTestApp } from '../../test/test-app.ts'
import { writeWebDist } from '../../test/web-dist.ts'

const ORIGIN = 'https://demeure.example'
const HOSTILE = 'Loft <script>alert(1)</script> & "quotes" $\' $&'

let t: TTestApp
let admin: Awaited<ReturnType<typeof signUpAdmin>>
let host: Awaited<ReturnType<typeof signUpHost>>
let listingId: number

beforeAll(async () => {
  const scratch = await createTestApp()
  const dist = writeWebDist(scratch.dataDir)
  t = await createTestApp({ WEB_DIST_DIR: dist, PUBLIC_URL: ORIGIN })
  // The first app only lent its folder for the build output; it must outlive nothing but that.
  afterAll(() => scratch.close())
  admin = await signUpAdmin(t)
  host = await signUpHost(t)
  listingId = await createListing(t, host.access, { title: HOSTILE, price_per_month: '1150' })
  await approve(listingId)
  await seedBlogs(t)
})
afterAll(() => t.close())

const approve = (id: number) => approveListing(t, admin.access, id)

/** A page fetched the way a link previewer does: plain GET, no JavaScript, maybe a language. */
const fetchPage = (url: string, headers: Record<string, string> = {}) =>
  t.inject({ method: 'GET', url, headers })

/** The head's tags, read as a crawler would (attribute values unescaped). */
function tags(html: string) {
  const head = html.slice(0, html.indexOf('</head>'))
  const decode = (text: string) =>
    text
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, '&')
  const metas = new Map<string, string>()
  for (const match of head.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)"/g))
    metas.set(match[1] as string, decode(match[2] as string))
  const links = [
    ...head.matchAll(/<link rel="(canonical|alternate)"(?: hreflang="([^"]+)")? href="([^"]+)"/g),
  ].map((match) => ({ rel: match[1], hreflang: match[2], href: decode(match[3] as string) }))
  const title = decode(/<title>([^<]*)<\/title>/.exec(head)?.[1] ?? '')
  const jsonLd = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(head)?.[1]
  return {
    head,
    title,
    meta: (key: string) => metas.get(key),
    canonical: links.find((link) => link.rel === 'canonical')?.href,
    alternate: (language: string) => links.find((link) => link.hreflang === language)?.href,
    titleCount: head.match(/<title>/g)?.length ?? 0,
    descriptionCount: head.match(/<meta name="description"/g)?.length ?? 0,
    jsonLd: jsonLd === undefined ? undefined : JSON.parse(jsonLd),
  }
}

describe('listing page previews', () => {
  it('answers /House/:id with the listing in the head: title, price, city, photo, JSON-LD', async () => {
    const response = await fetchPage(`/House/${listingId}`)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toContain('text/html')
    expect(response.headers.vary).toContain('accept-language')
    const page = tags(response.body)
    expect(response.body).toContain('<html lang="en"')
    // The app itself is still there: its script and root element.
    expect(response.body).toContain('<div id="root"></div>')
    expect(response.body).toContain('/assets/index-abc.js')
    expect(page.titleCount).toBe(1)
    expect(page.descriptionCount).toBe(1)
    expect(page.title).toBe(`${HOSTILE} · $1,150/month · Montréal · Demeure`)
    expect(page.meta('og:title')).toBe(page.title)
    expect(page.meta('description')).toMatch(/^\$1,150 · Montréal · 2 guests\. Furnished room with a desk/)
    expect(page.meta('og:description')).toBe(page.meta('description'))
    expect(page.meta('og:url')).toBe(`${ORIGIN}/House/${listingId}`)
    expect(page.meta('og:locale')).toBe('en_CA')
    expect(page.meta('twitter:card')).toBe('summary_large_image')
    // English is the bare path (what crawlers get), French the ?lang=fr one.
    expect(page.canonical).toBe(`${ORIGIN}/House/${listingId}`)
    expect(page.alternate('en')).toBe(`${ORIGIN}/House/${listingId}`)
    expect(page.alternate('fr')).toBe(`${ORIGIN}/House/${listingId}?lang=fr`)
    expect(page.alternate('x-default')).toBe(`${ORIGIN}/House/${listingId}`)

    // The first photo, absolute, and really served.
    const detail = (await t.inject({ method: 'GET', url: `/api/properties/${listingId}/` })).json()
    const image = page.meta('og:image') as string
    expect(image).toBe(`${ORIGIN}${detail.photos[0].image}`)
    expect(page.meta('twitter:image')).toBe(image)
    const photo = await t.inject({ method: 'GET', url: new URL(image).pathname })
    expect(photo.statusCode).toBe(200)
    expect(photo.headers['content-type']).toBe('image/webp')

    // The listing's data is asked for with the HTML, as the listing page will ask for it.
    expect(page.head).toContain(
      `<link rel="preload" as="fetch" href="/api/properties/${listingId}/" crossorigin="anonymous" />`,
    )
    // The first photo is preloaded with the srcset and sizes the gallery gives it.
    expect(page.head).toContain(
      `<link rel="preload" as="image" href="${detail.photos[0].image}" imagesrcset="${detail.photos[0].card} 640w, ${detail.photos[0].image} 1600w" imagesizes="(min-width: 640px) min(50vw, 576px), 85vw" fetchpriority="high" />`,
    )
    expect(page.jsonLd).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Offer',
      price: '1150.00',
      priceCurrency: 'USD',
      itemOffered: {
        '@type': 'Accommodation',
        name: HOSTILE,
        address: { addressLocality: 'Montréal', addressRegion: 'QC' },
        occupancy: { maxValue: 2 },
      },
    })
    expect(page.jsonLd.itemOffered.image[0]).toBe(image)
  })

  it('keeps a hostile title as text everywhere in the head', async () => {
    const { head } = tags((await fetchPage(`/House/${listingId}`)).body)
    expect(head).not.toContain('<script>alert(1)')
    expect(head).toContain('Loft &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quotes&quot;')
    // Inside JSON-LD, "<" is \u003c: the block cannot be closed by the title.
    expect(head).toContain('Loft \\u003cscript\\u003ealert(1)\\u003c/script\\u003e')
    // The only script in the head is the JSON-LD block (the app's module is in the body).
    expect(head.match(/<script/g)).toHaveLength(1)
  })

  it('speaks French from ?lang=fr, the lang cookie or Accept-Language, and answers /house too', async () => {
    for (const [url, headers] of [
      [`/House/${listingId}?lang=fr`, {}],
      [`/house/${listingId}`, { cookie: 'lang=fr' }],
      [`/House/${listingId}`, { 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.5' }],
    ] as const) {
      const response = await fetchPage(url, headers)
      expect(response.statusCode, url).toBe(200)
      expect(response.body).toContain('<html lang="fr"')
      const page = tags(response.body)
      // French money has (narrow) no-break spaces: "1 150 $".
      const spaced = (text = '') => text.replace(/[\u00a0\u202f]/g, ' ')
      expect(spaced(page.title)).toBe(`${HOSTILE} · 1 150 $/mois · Montréal · Demeure`)
      expect(spaced(page.meta('description'))).toMatch(/^1 150 \$ · Montréal · 2 personnes\./)
      expect(page.meta('og:locale')).toBe('fr_CA')
      expect(page.canonical).toBe(`${ORIGIN}/House/${listingId}?lang=fr`)
    }
    // The link decides over the cookie: a shared French link opens in French.
    const linked = await fetchPage(`/House/${listingId}?lang=en`, { cookie: 'lang=fr' })
    expect(linked.body).toContain('<html lang="en"')
  })

  it("asks for the visitor's catalogue with the page, not after the app's code has run", async () => {
    const preload = (html: string) =>
      [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)"/g)].map((match) => match[1])
    expect(preload((await fetchPage(`/House/${listingId}`)).body)).toEqual(['/assets/en-abc.js'])
    expect(preload((await fetchPage('/blogs', { cookie: 'lang=fr' })).body)).toEqual(['/assets/fr-abc.js'])
    expect(preload((await fetchPage('/House/999999?lang=fr')).body)).toEqual(['/assets/fr-abc.js'])
  })

  it('asks for the first API answer of the home page and the blog with the page, unless filtered', async () => {
    const fetches = (html: string) =>
      [...html.matchAll(/<link rel="preload" as="fetch" href="([^"]+)"/g)].map((match) =>
        match[1]?.replace(/&amp;/g, '&'),
      )
    expect(fetches((await fetchPage('/')).body)).toEqual(['/api/properties/?sort=newest&page_size=20'])
    expect(fetches((await fetchPage('/?lang=fr')).body)).toEqual([
      '/api/properties/?sort=newest&page_size=20',
    ])
    expect(fetches((await fetchPage('/blogs')).body)).toEqual(['/api/blogs?page_size=12'])
    // A search in the address fetches something else: nothing is asked for in its place.
    expect(fetches((await fetchPage('/?location=Laval&sort=price')).body)).toEqual([])
    expect(fetches((await fetchPage('/about')).body)).toEqual([])
    // What the head names is what the API answers.
    expect((await fetchPage('/api/properties/?sort=newest&page_size=20')).statusCode).toBe(200)
    expect((await fetchPage('/api/blogs?page_size=12')).statusCode).toBe(200)
  })

  it('answers a missing, unpublished or malformed listing with a real 404 and the app', async () => {
    const pending = await createListing(t, host.access, { title: 'Waiting for review' })
    for (const url of ['/House/99999', `/House/${pending}`, '/house/abc', '/House/0', '/House/99999999999']) {
      const response = await fetchPage(url)
      expect(response.statusCode, url).toBe(404)
      expect(response.headers['content-type']).toContain('text/html')
      expect(response.body).toContain('<div id="root"></div>')
      const page = tags(response.body)
      expect(page.title).toBe('Page not found · Demeure')
      expect(page.meta('robots')).toBe('noindex')
      expect(response.body).not.toContain('Waiting for review')
    }
    const french = await fetchPage('/House/99999', { 'accept-language': 'fr' })
    expect(tags(french.body).title).toBe('Page introuvable · Demeure')
  })

  it('follows the listing when it changes: a new title shows at once (the cache is versioned)', async () => {
    await fetchPage(`/House/${listingId}`)
    const edit = new FormData()
    edit.append('title', 'Renamed loft')
    const response = await t.inject({
      method: 'PATCH',
      url: `/api/host-properties/${listingId}/`,
      headers: bearer(host.access),
      payload: edit as never,
    })
    expect(response.statusCode).toBe(200)
    expect(tags((await fetchPage(`/House/${listingId}`)).body).title).toBe(
      'Renamed loft · $1,150/month · Montréal · Demeure',
    )
    const back = new FormData()
    back.append('title', HOSTILE)
    await t.inject({
      method: 'PATCH',
      url: `/api/host-properties/${listingId}/`,
      headers: bearer(host.access),
      payload: back as never,
    })
  })
})

describe('other pages', () => {
  it('gives a blog post its own head in its language, with its translation as alternate', async () => {
    const list = (
      await t.inject({ method: 'GET', url: '/api/blogs', headers: { 'accept-language': 'fr' } })
    ).json()
    const post = (await t.inject({ method: 'GET', url: `/api/blogs/${list.results[0].id}` })).json()
    const response = await fetchPage(`/blogs/${post.id}`)
    expect(response.statusCode).toBe(200)
    expect(response.body).toContain('<html lang="fr"')
    const page = tags(response.body)
    expect(page.title).toBe(`${post.title} · Demeure`)
    expect(page.meta('og:type')).toBe('article')
    expect(page.meta('og:image')).toBe(`${ORIGIN}${post.image}`)
    expect(page.alternate('fr')).toBe(`${ORIGIN}/blogs/${post.id}?lang=fr`)
    expect(page.alternate('en')).toBe(`${ORIGIN}/blogs/${post.translation_id}`)
    expect(page.jsonLd).toMatchObject({
      '@type': 'BlogPosting',
      headline: post.title,
      inLanguage: 'fr',
      author: { name: post.writer_name },
    })
    expect((await fetchPage('/blogs/99999')).statusCode).toBe(404)
  })

  it('gives the main pages a title and description in the visitor language', async () => {
    const home = tags((await fetchPage('/')).body)
    expect(home.title).toBe('Demeure · Furnished monthly stays in Montreal')
    expect(home.canonical).toBe(`${ORIGIN}/`)
    const about = tags((await fetchPage('/about', { 'accept-language': 'fr' })).body)
    expect(about.title).toBe('Une façon plus sereine de louer un logement meublé · Demeure')
    expect(about.alternate('en')).toBe(`${ORIGIN}/about`)
    expect(about.canonical).toBe(`${ORIGIN}/about?lang=fr`)
    const map = tags((await fetchPage('/map?lang=fr')).body)
    expect(map.title).toBe('Les logements sur la carte · Demeure')
    expect(tags((await fetchPage('/login')).body).meta('robots')).toBe('noindex')
    // Client routes without a head of their own still get the app.
    const panel = await fetchPage('/user-panel/profile')
    expect(panel.statusCode).toBe(200)
    expect(panel.body).toContain('<div id="root"></div>')
  })
})
