import { LANGUAGES, type TLanguage } from '@demeure/shared'
import type { FastifyRequest } from 'fastify'

const isLanguage = (value: unknown): value is TLanguage =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value)

/**
 * The language a page is served in. A link previewer sends no cookie and usually no
 * Accept-Language, so the link itself decides first: `?lang=fr` (the hreflang alternates and the
 * sitemap use it). Then the `lang` cookie the web app writes when the visitor picks a language,
 * then Accept-Language (already read by the i18n plugin), else English.
 */
export function pageLanguage(request: FastifyRequest): TLanguage {
  const query = (request.query ?? {}) as Record<string, unknown>
  if (isLanguage(query.lang)) return query.lang
  const cookie = request.cookies?.lang
  if (isLanguage(cookie)) return cookie
  return request.language
}
