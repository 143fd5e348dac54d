import { PRIVATE_PATHS } from './main-pages.ts'

/** Crawlers may read every public page and photo, never the private areas. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    'Allow: /media/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n')
}
