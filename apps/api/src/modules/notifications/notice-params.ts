import { decimalToCents, formatDisplayDate, formatMoney, listingText, type TLanguage } from '@demeure/shared'
import type { TParams } from '../../i18n/index.ts'

/** Parameters stored as ISO days ("2026-12-01"), shown as YYYY/MM/DD in both languages. */
const DATE_PARAMS = [
  'check_in',
  'check_out',
  'date',
  'start',
  'end',
  'due_date',
  'next_try',
  'term_end',
  'closes',
]
/** Parameters stored as wire amounts ("1624.00"), shown grouped in the reader's format. */
const MONEY_PARAMS = ['due_now', 'amount', 'refund']

/**
 * A listing's titles as a notice stores them: `title` and, when its host wrote one, `title_fr`; the
 * reader's is chosen when the notice is rendered (so a French reader sees the French title).
 */
export function listingTitleParams(listing: { title: string; title_fr?: string } | null | undefined) {
  return { title: listing?.title ?? '', title_fr: listing?.title_fr ?? '' }
}

function localizeAmount(value: string | number, language: TLanguage): string {
  // Notices stored before amounts were localized hold "$1624.00".
  const cents = decimalToCents(String(value).replace(/^\$/, ''))
  return cents === null ? String(value) : formatMoney(cents / 100, language, { cents: 'always' })
}

/**
 * A notice's parameters as the reader reads them. Notices are stored once with raw values and
 * rendered for each reader, so the same stored notice reads "$1,624.00 … 2026/12/01" in English
 * and "1 624,00 $ … 2026/12/01" in French; a listing's title is the reader's (packages/shared
 * listingText), the main one when no French title was stored.
 */
export function localizeParams(params: TParams, language: TLanguage): TParams {
  const shown: TParams = { ...params }
  if (typeof params.title === 'string') {
    shown.title = listingText(
      { title: params.title, title_fr: String(params.title_fr ?? '') },
      language,
    ).title
  }
  for (const key of DATE_PARAMS) {
    const value = params[key]
    if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value)) shown[key] = formatDisplayDate(value)
  }
  for (const key of MONEY_PARAMS) {
    const value = params[key]
    if (value !== undefined) shown[key] = localizeAmount(value, language)
  }
  return shown
}
