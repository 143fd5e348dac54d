import type { TLanguage, TPropertyDetail } from '@demeure/shared'

/**
 * The one place that picks a listing's title and description for a reader. Hosts write them in one
 * language today; when listings carry a French version too, choosing it belongs here and every
 * preview, JSON-LD block and sitemap entry follows.
 */
export function listingText(detail: TPropertyDetail, _language: TLanguage) {
  return { title: detail.title, description: detail.description }
}
