import { LANGUAGES, type TLanguage } from '@demeure/shared'

/**
 * Each public page has one address per language, `path?lang=xx` (the web app and the server both
 * read `lang` from the query), and the bare path for a visitor who has not chosen.
 */
export function pageUrls(origin: string, path: string, language: TLanguage) {
  const inLanguage = (code: TLanguage) => `${origin}${path}?lang=${code}`
  return {
    canonical: inLanguage(language),
    alternates: {
      ...(Object.fromEntries(LANGUAGES.map((code) => [code, inLanguage(code)])) as Record<TLanguage, string>),
      default: `${origin}${path}`,
    },
  }
}

/** A path the API answers with ("/media/…") as an absolute URL; S3 URLs are already absolute. */
export const absoluteUrl = (origin: string, pathOrUrl: string) => new URL(pathOrUrl, `${origin}/`).toString()
