import type { TFunction } from 'i18next'
import { ApiError } from './api-error.ts'

/**
 * Why something could not load, in words a person can act on. Past the per-minute ceiling (429)
 * the server is fine and the page is too: it says to wait a moment and, when the server said how
 * long (its localized detail, from Retry-After), for how long, rather than "could not load".
 */
export function loadErrorText(error: unknown, fallback: string, t: TFunction): string {
  if (!(error instanceof ApiError) || error.status !== 429) return fallback
  return [t('common.rateLimited'), error.body.detail].filter(Boolean).join(' ')
}
