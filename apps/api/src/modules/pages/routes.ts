import type {
  TBlogCard,
  TBlogPost,
  TFirstScreen,
  TLanguage,
  TListingCard,
  TListingDetail,
} from '@demeure/shared'
import { PAGE_PATHS } from '@demeure/shared'
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import type { TDb } from '../../db/client.ts'
import { AppError } from '../../lib/app-error.ts'
import { createAppShell } from './app-shell.ts'
import { blogHead } from './blog-head.ts'
import { createFirstScreens, injectFirstScreen } from './first-screen.ts'
import { injectHead, type TPageHead } from './html-head.ts'
import { listingHead } from './listing-head.ts'
import { MAIN_PAGES, type TMainPage } from './main-pages.ts'
import { pageLanguage } from './page-language.ts'
import { PAGE_TEXTS, type TPageKey } from './page-texts.ts'
import { pageUrls } from './page-urls.ts'
import { createSitemapRepository } from './repository.ts'
import { robotsTxt } from './robots.ts'
import { createSitemaps } from './sitemap.ts'

type TPagesOptions = {
  distDir: string | undefined
  /** PUBLIC_URL: every link and image in a preview is absolute on it. */
  origin: string
  db: TDb
  /** The listing exactly as GET /api/properties/:id/ serves it (and cached the same way). */
  listingDetail: (id: number, language: TLanguage) => Promise<TListingDetail>
  blogPost: (id: number) => Promise<TBlogPost>
  listingSearch: (params: URLSearchParams) => Promise<{ results: TListingCard[]; count: number }>
  blogPosts: (language: TLanguage, pageSize: number) => Promise<{ results: TBlogCard[] }>
  sitemapUrlLimit?: number
}

/** The address's path, without its query. */
const pathOf = (request: FastifyRequest) => request.url.split('?')[0] ?? '/'
const isNotFound = (error: unknown) => error instanceof AppError && error.statusCode === 404
/** Ids are positive 32-bit integers; anything else is a page that does not exist. */
const toId = (raw: string) =>
  /^\d{1,10}$/.test(raw) && Number(raw) > 0 && Number(raw) < 2 ** 31 ? Number(raw) : 0

/**
 * Pages that people share or search engines read get their own <head> from the server (title,
 * description, canonical and hreflang, Open Graph, Twitter card, JSON-LD), because previewers and
 * most crawlers do not run JavaScript. The body stays the app's, which renders the page as usual.
 * Also robots.txt and the sitemap.
 */
export const pagesRoutes: FastifyPluginAsync<TPagesOptions> = async (app, options) => {
  const { origin } = options
  const sitemaps = createSitemaps(createSitemapRepository(options.db), origin, options.sitemapUrlLimit)

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robotsTxt(origin)),
  )
  const sendXml = (reply: FastifyReply, xml: string) =>
    reply.type('application/xml; charset=utf-8').header('cache-control', 'no-cache').send(xml)
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    sendXml(reply, await sitemaps.root()),
  )
  /** The parts a sitemap index names (sitemap.ts): each section split at the protocol's limit. */
  const sitemapParts = { pages: sitemaps.pagesPart, listings: sitemaps.listingsPart }
  app.get<{ Params: { file: string } }>(
    '/sitemaps/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const { file } = request.params
      // The pages were one file before they were split; an address already handed out still works.
      if (file === 'pages.xml') return reply.redirect('/sitemaps/pages-1.xml', 301)
      const part = /^(pages|listings)-(\d{1,6})\.xml$/.exec(file)
      const xml = part ? await sitemapParts[part[1] as keyof typeof sitemapParts](Number(part[2])) : undefined
      if (xml === undefined) throw new AppError(404, 'not_found')
      return sendXml(reply, xml)
    },
  )

  const shell = createAppShell(options.distDir)
  if (!shell.exists()) return

  const firstScreens = createFirstScreens(options.distDir)

  async function sendPage(
    request: FastifyRequest,
    reply: FastifyReply,
    head: TPageHead,
    {
      status = 200,
      firstScreen,
    }: { status?: number; firstScreen?: () => Promise<TFirstScreen | undefined> } = {},
  ) {
    const page = injectHead(await shell.html(), {
      ...head,
      preloadModule: await shell.catalogue(head.language),
    })
    // A page without its first screen still works (the app renders it): a failure here costs
    // speed, never the page.
    const screen = await firstScreen?.().catch((error: unknown) => {
      request.log.warn({ err: error }, 'first screen not rendered')
      return undefined
    })
    const body = screen && (await firstScreens.render(screen, head.language, pathOf(request)))
    return (
      reply
        .status(status)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        // The head depends on the language, which comes from these.
        .header('vary', 'accept-language, cookie')
        .send(body ? injectFirstScreen(page, body) : page)
    )
  }

  const mainHead = (key: TPageKey, path: string, language: TLanguage, noindex = false): TPageHead => {
    const text = PAGE_TEXTS[language][key]
    return {
      language,
      title: key === 'home' ? `Demeure · ${text.title}` : `${text.title} · Demeure`,
      description: text.description,
      ...pageUrls(origin, path, language),
      ogType: 'website',
      noindex,
    }
  }
  /** The app's page with a 404 status: the app shows its own "not found" state for the id. */
  const notFoundPage = (request: FastifyRequest, reply: FastifyReply) =>
    sendPage(request, reply, mainHead('notFound', pathOf(request), pageLanguage(request), true), {
      status: 404,
    })

  /** Filters in the address (anything but the language) change what the page fetches first. */
  const isUnfiltered = (request: FastifyRequest) =>
    Object.keys(request.query as object).every((key) => key === 'lang')
  /** The first screen of a main page, from the answer to the call the page starts with. */
  async function mainFirstScreen(
    page: TMainPage,
    request: FastifyRequest,
  ): Promise<TFirstScreen | undefined> {
    if (page.key === 'map') return { page: 'map' }
    if (!page.startFetch || !isUnfiltered(request)) return undefined
    const params = new URL(page.startFetch, origin).searchParams
    if (page.key === 'home') {
      const { results, count } = await options.listingSearch(params)
      return { page: 'home', listings: results, count }
    }
    if (page.key === 'blogs') {
      const { results } = await options.blogPosts(pageLanguage(request), Number(params.get('page_size')))
      return { page: 'blogs', posts: results }
    }
    return undefined
  }
  for (const page of MAIN_PAGES) {
    app.get(page.path, { schema: { hide: true } }, async (request, reply) =>
      sendPage(
        request,
        reply,
        {
          ...mainHead(page.key, page.path, pageLanguage(request), !page.indexed),
          preloadFetch: isUnfiltered(request) ? page.startFetch : undefined,
        },
        { firstScreen: () => mainFirstScreen(page, request) },
      ),
    )
  }

  const listingPage = async (request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) => {
    const id = toId(request.params.id)
    if (!id) return notFoundPage(request, reply)
    try {
      const language = pageLanguage(request)
      // Its texts with contact details hidden in the page's language, as the API serves them.
      const listing = await options.listingDetail(id, language)
      return await sendPage(request, reply, listingHead(origin, listing, language), {
        firstScreen: async () => ({ page: 'listing', listing }),
      })
    } catch (error) {
      if (isNotFound(error)) return notFoundPage(request, reply)
      throw error
    }
  }
  // The app's links say /House/…; people type /house/….
  app.get(`${PAGE_PATHS.listing}/:id`, { schema: { hide: true } }, listingPage)
  app.get(`${PAGE_PATHS.listing.toLowerCase()}/:id`, { schema: { hide: true } }, listingPage)

  app.get<{ Params: { id: string } }>(
    `${PAGE_PATHS.blogs}/:id`,
    { schema: { hide: true } },
    async (request, reply) => {
      const id = toId(request.params.id)
      if (!id) return notFoundPage(request, reply)
      try {
        return await sendPage(request, reply, blogHead(origin, await options.blogPost(id)))
      } catch (error) {
        if (isNotFound(error)) return notFoundPage(request, reply)
        throw error
      }
    },
  )
}
