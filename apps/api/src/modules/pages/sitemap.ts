import { LANGUAGES, type TLanguage } from '@demeure/shared'
import { blogPath } from './blog-head.ts'
import { escapeHtml } from './html-head.ts'
import { listingPath } from './listing-head.ts'
import { MAIN_PAGES } from './main-pages.ts'
import { languageUrl } from './page-urls.ts'
import type { TSitemapRepository } from './repository.ts'

/** The sitemap protocol's limit of URLs in one file; past it, a sitemap index points at parts. */
export const SITEMAP_URL_LIMIT = 50_000

type TEntry = { loc: string; lastmod?: Date; alternates: { language: string; href: string }[] }

const day = (date: Date) => date.toISOString().slice(0, 10)

function urlset(entries: TEntry[]): string {
  const urls = entries.map((entry) =>
    [
      '<url>',
      `<loc>${escapeHtml(entry.loc)}</loc>`,
      ...(entry.lastmod ? [`<lastmod>${day(entry.lastmod)}</lastmod>`] : []),
      ...entry.alternates.map(
        (alternate) =>
          `<xhtml:link rel="alternate" hreflang="${alternate.language}" href="${escapeHtml(alternate.href)}"/>`,
      ),
      '</url>',
    ].join(''),
  )
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}

function sitemapIndex(parts: { loc: string; lastmod?: Date | null }[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...parts.map(
      (part) =>
        `<sitemap><loc>${escapeHtml(part.loc)}</loc>${part.lastmod ? `<lastmod>${day(part.lastmod)}</lastmod>` : ''}</sitemap>`,
    ),
    '</sitemapindex>',
    '',
  ].join('\n')
}

/** One <url> per language of a page, each naming all its language versions. */
function inEveryLanguage(origin: string, path: string, lastmod?: Date): TEntry[] {
  const alternates = LANGUAGES.map((language) => ({ language, href: languageUrl(origin, path, language) }))
  return alternates.map((alternate) => ({ loc: alternate.href, lastmod, alternates }))
}

/**
 * Built from the database on each request, so a listing appears the moment it is published and
 * leaves the moment it is removed, whichever API process answers.
 */
export function createSitemaps(repo: TSitemapRepository, origin: string, limit = SITEMAP_URL_LIMIT) {
  const listingsPerPart = Math.max(1, Math.floor(limit / LANGUAGES.length))

  async function pageEntries(): Promise<TEntry[]> {
    const posts = await repo.posts()
    const postEntries = posts.map((post) => {
      const translations = posts.filter((other) => other.story === post.story)
      return {
        loc: languageUrl(origin, blogPath(post.id), post.language as TLanguage),
        lastmod: post.updatedAt,
        alternates: translations.map((other) => ({
          language: other.language,
          href: languageUrl(origin, blogPath(other.id), other.language as TLanguage),
        })),
      }
    })
    const pages = MAIN_PAGES.filter((page) => page.indexed).flatMap((page) =>
      inEveryLanguage(origin, page.path),
    )
    return [...pages, ...postEntries]
  }

  async function listingEntries(offset: number, count: number): Promise<TEntry[]> {
    const rows = await repo.listings(offset, count)
    return rows.flatMap((row) => inEveryLanguage(origin, listingPath(row.id), row.updatedAt))
  }

  /** How many files a section of `entries` URLs takes (at least one, even when empty). */
  const partsOf = (entries: number, perPart: number) => Math.max(1, Math.ceil(entries / perPart))

  return {
    /** The whole sitemap when it fits in one file, else the index of its parts. */
    async root(): Promise<string> {
      const [pages, listings] = await Promise.all([pageEntries(), repo.countListings()])
      if (pages.length + listings * LANGUAGES.length <= limit) {
        return urlset([...pages, ...(await listingEntries(0, listings))])
      }
      const lastChange = await repo.lastListingChange()
      const pageParts = partsOf(pages.length, limit)
      const listingParts = listings === 0 ? 0 : partsOf(listings, listingsPerPart)
      return sitemapIndex([
        ...Array.from({ length: pageParts }, (_, index) => ({
          loc: `${origin}/sitemaps/pages-${index + 1}.xml`,
        })),
        ...Array.from({ length: listingParts }, (_, index) => ({
          loc: `${origin}/sitemaps/listings-${index + 1}.xml`,
          lastmod: lastChange,
        })),
      ])
    },
    /** Part `n` (from 1) of the main pages and blog posts, or undefined past the last part. */
    async pagesPart(n: number): Promise<string | undefined> {
      const pages = await pageEntries()
      if (n < 1 || n > partsOf(pages.length, limit)) return undefined
      return urlset(pages.slice((n - 1) * limit, n * limit))
    },
    /** Part `n` (from 1) of the listings, or undefined past the last part. */
    async listingsPart(n: number): Promise<string | undefined> {
      const listings = await repo.countListings()
      if (n < 1 || (n - 1) * listingsPerPart >= listings) return undefined
      return urlset(await listingEntries((n - 1) * listingsPerPart, listingsPerPart))
    },
  }
}
