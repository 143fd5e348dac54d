import { DEFAULT_LANGUAGE, LANGUAGES, type TLanguage } from '@demeure/shared'

/**
 * Each public page has one address per language: the bare path in English (what a crawler, which
 * sends no language, is served) and `path?lang=fr` in French (the web app and the server both
 * read `lang` from the query). `?lang=en` also works, for a visitor whose cookie says French.
 */
export const languageUrl = (origin: string, path: string, language: TLanguage) =>
  language === DEFAULT_LANGUAGE ? `${origin}${path}` : `${origin}${path}?lang=${language}`

/** The canonical address of a page in this language, and its hreflang alternates. */
export function pageUrls(origin: string, path: string, language: TLanguage) {
  return {
    canonical: languageUrl(origin, path, language),
    alternates: {
      ...(Object.fromEntries(LANGUAGES.map((code) => [code, languageUrl(origin, path, code)])) as Record<
        TLanguage,
        string
      >),
      default: languageUrl(origin, path, DEFAULT_LANGUAGE),
    },
  }
}

/** A path the API answers with ("/media/…") as an absolute URL; S3 URLs are already absolute. */
export const absoluteUrl = (origin: string, pathOrUrl: string) => new URL(pathOrUrl, `${origin}/`).toString()
