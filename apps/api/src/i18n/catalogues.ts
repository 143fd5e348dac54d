import type { TLanguage } from '@demeure/shared'
import { calendarEn, calendarFr } from './calendar.ts'
import { documentsEn, documentsFr } from './documents.ts'
import { en } from './en.ts'
import { favouriteAlertsEn, favouriteAlertsFr } from './favourite-alerts.ts'
import { fr } from './fr.ts'
import { moderationEn, moderationFr } from './moderation.ts'
import { noticesEn, noticesFr } from './notices.ts'
import { receiptsEn, receiptsFr } from './receipts.ts'
import { savedSearchesEn, savedSearchesFr } from './saved-searches.ts'

/**
 * Every text the API writes (errors, e-mails, notices, documents), one flat catalogue per language:
 * a key is the whole dotted name ('mail.messages.body'), and plural forms sit beside it as
 * `key_one` (the bare key is the "other" form), as i18next reads them.
 */
export const catalogues: Record<TLanguage, Record<string, string>> = {
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
