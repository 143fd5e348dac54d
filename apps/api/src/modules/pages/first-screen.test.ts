import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signUpAdmin } from '../../test/accounts.ts'
import { seedBlogs } from '../../test/blogs.ts'
import { approveListing, createListing, signUpHost } from '../../test/listings.ts'
import { createTestApp, type TTestApp } from '../../test/test-app.ts'
import { writeWebDist } from '../../test/web-dist.ts'

const HOSTILE = 'Loft <script>alert(1)</script> & "quotes" $\' $&'

let t: TTestApp
let admin: Awaited<ReturnType<typeof signUpAdmin>>
let host: Awaited<ReturnType<typeof signUpHost>>
let hostileId: number
let frenchId: number

beforeAll(async () => {
  const scratch = await createTestApp()
  afterAll(() => scratch.close())
  t = await createTestApp({ WEB_DIST_DIR: writeWebDist(scratch.dataDir, { renderer: true }) })
  admin = await signUpAdmin(t)
  host = await signUpHost(t)
  hostileId = await createListing(t, host.access, { title: HOSTILE, price_per_month: '1150' })
  frenchId = await createListing(t, host.access, {
    title: 'Bright room near the canal',
    title_fr: 'Chambre lumineuse près du canal',
    description_fr: 'Une chambre meublée à deux pas du canal de Lachine.',
  })
  await approve(hostileId)
  await approve(frenchId)
  await seedBlogs(t)
}, 60_000)
afterAll(() => t.close())

const approve = (id: number) => approveListing(t, admin.access, id)

/** A page as a browser without JavaScript gets it; `shell` is the stand-in the app replaces. */
async function page(url: string, headers: Record<string, string> = {}) {
  const response = await t.inject({ method: 'GET', url, headers })
  const body = response.body
  const start = body.indexOf('<div id="app-shell"')
  const shell = body.slice(start, body.indexOf('<div id="root">'))
  return {
    status: response.statusCode,
    body,
    shell,
    hasFirstScreen: shell.startsWith('<div id="app-shell" data-first-screen>'),
  }
}

const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')

describe('first screens in the HTML', () => {
  it('draws a listing page: the way back, the title (escaped), its facts, its photos', async () => {
    const { status, body, shell, hasFirstScreen } = await page(`/House/${hostileId}`)
    expect(status).toBe(200)
    // Marked for the app, and no longer hidden from screen readers (the bare stand-in is).
    expect(hasFirstScreen).toBe(true)
    // The app's code comes after the screen's images.
    expect(body).toContain('<script type="module" fetchpriority="low" src="/assets/index-abc.js">')
    // The hostile title is text: no script element, the characters escaped, "$&" kept as typed.
    expect(shell).not.toContain('<script>alert(1)</script>')
    expect(shell).toContain(
      'Loft &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quotes&quot; $&#x27; $&amp;',
    )
    const text = textOf(shell)
    expect(text).toContain(`Browse homes`)
    expect(text).toContain(HOSTILE)
    expect(text).toContain('Apartment · Entire home · Montréal')
    expect(text).toContain('No reviews yet')
    const detail = (await t.inject({ method: 'GET', url: `/api/properties/${hostileId}/` })).json()
    // The gallery's first photo with the srcset the page gives it, its other photos as cards.
    expect(shell).toContain(`srcSet="${detail.photos[0].card} 640w, ${detail.photos[0].image} 1600w"`)
    expect(shell).toContain('fetchPriority="high"')
    for (const photo of detail.photos.slice(1, 5)) expect(shell).toContain(`src="${photo.card}"`)
  })

  it('speaks the visitor’s language, with the host’s French title', async () => {
    const french = await page(`/house/${frenchId}?lang=fr`)
    expect(textOf(french.shell)).toContain('Parcourir les logements')
    expect(textOf(french.shell)).toContain('Chambre lumineuse près du canal')
    expect(textOf(french.shell)).not.toContain('Bright room near the canal')
    const byHeader = await page(`/House/${frenchId}`, { 'accept-language': 'fr-CA,fr;q=0.9' })
    expect(textOf(byHeader.shell)).toContain('Chambre lumineuse près du canal')
    const english = await page(`/House/${frenchId}`)
    expect(textOf(english.shell)).toContain('Bright room near the canal')
  })

  it('draws home with the newest homes the search answers, and follows the catalogue', async () => {
    const search = (
      await t.inject({ method: 'GET', url: '/api/properties/?sort=newest&page_size=20' })
    ).json()
    const home = await page('/')
    expect(home.hasFirstScreen).toBe(true)
    const text = textOf(home.shell)
    expect(text).toContain('Furnished monthly stays in Montreal')
    expect(text).toContain(`${search.count} homes`)
    const shown = search.results.slice(0, 4)
    expect(shown.length).toBeGreaterThan(0)
    for (const listing of shown) expect(home.shell).toContain(`href="/House/${listing.property_id}"`)
    expect(home.shell.match(/<article/g)?.length).toBe(shown.length)

    // A home published now is first on the next request: renders are cached by what they show.
    const newest = await createListing(t, host.access, { title: 'Sunny studio in Verdun' })
    await approve(newest)
    const after = await page('/')
    expect(textOf(after.shell)).toContain('Sunny studio in Verdun')
    expect(textOf(after.shell)).toContain(`${search.count + 1} homes`)
    expect(after.shell.indexOf(`/House/${newest}"`)).toBeLessThan(
      after.shell.indexOf(`/House/${shown[0].property_id}"`),
    )
  })

  it('leaves a filtered home to the app: its results depend on the filters', async () => {
    const filtered = await page('/?city=Laval')
    expect(filtered.status).toBe(200)
    expect(filtered.hasFirstScreen).toBe(false)
    expect(filtered.shell).toContain('aria-hidden="true"')
    expect(filtered.body).not.toContain('fetchpriority="low"')
  })

  it('draws the blog in the visitor’s language, and the map’s frame', async () => {
    const english = (
      await t.inject({ method: 'GET', url: '/api/blogs?page_size=12', headers: { 'accept-language': 'en' } })
    ).json()
    const blogs = await page('/blogs')
    expect(blogs.hasFirstScreen).toBe(true)
    expect(english.results.length).toBeGreaterThan(0)
    for (const post of english.results.slice(0, 6)) expect(textOf(blogs.shell)).toContain(post.title)

    const map = await page('/map?lang=fr')
    expect(map.hasFirstScreen).toBe(true)
    expect(textOf(map.shell)).toContain('Chargement des logements…')
    expect(map.shell).toContain('placeholder="Rechercher une ville"')
  })

  it('gives a missing listing its 404 and no first screen', async () => {
    const missing = await page('/House/999999')
    expect(missing.status).toBe(404)
    expect(missing.hasFirstScreen).toBe(false)
  })

  it('never serves the renderer itself', async () => {
    const response = await t.inject({ method: 'GET', url: '/server/first-screen.js' })
    expect(response.headers['content-type']).toContain('text/html')
    expect(response.body).not.toContain('renderFirstScreen')
  })
})
