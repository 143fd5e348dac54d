import type { TLanguage } from '@demeure/shared'

/** Everything a page's <head> says about it, before escaping. */
export type TPageHead = {
  language: TLanguage
  /** The full <title>, app name included. */
  title: string
  description: string
  /** Absolute URL of this page in this language. */
  canonical: string
  /** Absolute URL of the page in each language, and the one without a language choice. */
  alternates: Partial<Record<TLanguage, string>> & { default: string }
  /** Absolute URL of the preview image. */
  image?: { url: string; alt: string }
  ogType: 'website' | 'article'
  /** The page's largest image, fetched while the app's code loads (same srcset/sizes as the page). */
  preloadImage?: { href: string; srcset: string; sizes: string }
  /** The app's code for this language (its catalogue chunk): fetched beside the entry chunk, not after it runs. */
  preloadModule?: string
  /** An API answer the page will fetch at start: asked for with the HTML, not after the code runs. */
  preloadFetch?: string
  jsonLd?: object
  /** Not-found pages and the like: shown, never indexed. */
  noindex?: boolean
}

const OG_LOCALES: Record<TLanguage, string> = { en: 'en_CA', fr: 'fr_CA' }

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
}

/**
 * JSON inside <script type="application/ld+json">: "<" is written \u003c so a value holding
 * "</script>" cannot end the block; U+2028/2029 are escaped for old JavaScript parsers.
 */
export function jsonForScript(value: object): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

/** Cuts a text at a word boundary so previews show whole words. */
export function shorten(text: string, max = 200): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  if (flat.length <= max) return flat
  const cut = flat.slice(0, max - 1)
  const space = cut.lastIndexOf(' ')
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:!?–-]+$/, '')}…`
}

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`

export function renderHead(head: TPageHead): string {
  const { language } = head
  const lines = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeHtml(head.canonical)}" />`,
    ...(['en', 'fr'] as const).flatMap((code) => {
      const href = head.alternates[code]
      return href ? [`<link rel="alternate" hreflang="${code}" href="${escapeHtml(href)}" />`] : []
    }),
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(head.alternates.default)}" />`,
    ...(head.noindex ? [meta('name', 'robots', 'noindex')] : []),
    ...(head.preloadModule
      ? [`<link rel="modulepreload" crossorigin href="${escapeHtml(head.preloadModule)}" />`]
      : []),
    ...(head.preloadFetch
      ? [`<link rel="preload" as="fetch" href="${escapeHtml(head.preloadFetch)}" crossorigin="anonymous" />`]
      : []),
    ...(head.preloadImage
      ? [
          `<link rel="preload" as="image" href="${escapeHtml(head.preloadImage.href)}" imagesrcset="${escapeHtml(head.preloadImage.srcset)}" imagesizes="${escapeHtml(head.preloadImage.sizes)}" fetchpriority="high" />`,
        ]
      : []),
    meta('property', 'og:site_name', 'Demeure'),
    meta('property', 'og:type', head.ogType),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonical),
    meta('property', 'og:locale', OG_LOCALES[language]),
    meta('property', 'og:locale:alternate', OG_LOCALES[language === 'en' ? 'fr' : 'en']),
    ...(head.image
      ? [meta('property', 'og:image', head.image.url), meta('property', 'og:image:alt', head.image.alt)]
      : []),
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    ...(head.image
      ? [meta('name', 'twitter:image', head.image.url), meta('name', 'twitter:image:alt', head.image.alt)]
      : []),
    ...(head.jsonLd ? [`<script type="application/ld+json">${jsonForScript(head.jsonLd)}</script>`] : []),
  ]
  return lines.join('\n    ')
}

/**
 * The app's index.html with this page's head: the block takes the place of the generic <title>
 * (or goes before </head>), the generic description goes, and <html lang> says the language.
 */
export function injectHead(template: string, head: TPageHead): string {
  // Functions, not strings, as replacements: "$&" or "$'" in a listing title must stay text.
  const block = () => renderHead(head)
  const withoutDescription = template
    .replace(/<html lang="[^"]*"/, () => `<html lang="${head.language}"`)
    .replace(/<meta\s+name="description"[^>]*>\s*/, '')
  return /<title>[^<]*<\/title>/.test(withoutDescription)
    ? withoutDescription.replace(/<title>[^<]*<\/title>/, block)
    : withoutDescription.replace('</head>', () => `${block()}\n</head>`)
}
