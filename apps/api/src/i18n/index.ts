import { DEFAULT_LANGUAGE, LANGUAGES, type TLanguage } from '@demeure/shared'
import { calendarEn, calendarFr } from './calendar.ts'
import { documentsEn, documentsFr } from './documents.ts'
import { en, type TMessageKey } from './en.ts'
import { favouriteAlertsEn, favouriteAlertsFr } from './favourite-alerts.ts'
import { fr } from './fr.ts'
import { moderationEn, moderationFr } from './moderation.ts'
import { noticesEn, noticesFr } from './notices.ts'
import { receiptsEn, receiptsFr } from './receipts.ts'
import { savedSearchesEn, savedSearchesFr } from './saved-searches.ts'

export type { TMessageKey }
export type TParams = Record<string, string | number>
export type TTranslate = (key: TMessageKey | string, params?: TParams) => string

const catalogues: Record<TLanguage, Record<string, string>> = {
  en: {
    ...en,
    ...noticesEn,
    ...calendarEn,
    ...receiptsEn,
    ...moderationEn,
    ...savedSearchesEn,
    ...documentsEn,
    ...favouriteAlertsEn,
  },
  fr: {
    ...fr,
    ...noticesFr,
    ...calendarFr,
    ...receiptsFr,
    ...moderationFr,
    ...savedSearchesFr,
    ...documentsFr,
    ...favouriteAlertsFr,
  },
}

const pluralRules: Record<TLanguage, Intl.PluralRules> = {
  en: new Intl.PluralRules('en'),
  fr: new Intl.PluralRules('fr'),
}

/**
 * A text in the reader's language. Given a numeric `count`, a text with plural forms takes the
 * form that count calls for, as the web's catalogue does (`key_one` beside `key`): "1 second",
 * "2 seconds"; French reads 0 and 1 as singular.
 */
export function translate(language: TLanguage, key: string, params: TParams = {}): string {
  const form =
    typeof params.count === 'number' ? `${key}_${pluralRules[language].select(params.count)}` : undefined
  const text = (form && catalogues[language][form]) ?? catalogues[language][key] ?? catalogues.en[key] ?? key
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => String(params[name] ?? whole))
}

/** The best of our languages for an Accept-Language header (q-values honoured), else English. */
export function pickLanguage(header: string | undefined): TLanguage {
  if (!header) return DEFAULT_LANGUAGE
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = params.find((p) => p.trim().startsWith('q='))
      return { base: tag.trim().slice(0, 2).toLowerCase(), q: q ? Number(q.trim().slice(2)) || 0 : 1 }
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q)
  const match = ranked.find((entry) => (LANGUAGES as readonly string[]).includes(entry.base))
  return (match?.base as TLanguage | undefined) ?? DEFAULT_LANGUAGE
}
