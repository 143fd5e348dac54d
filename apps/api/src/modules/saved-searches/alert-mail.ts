import {
  formatMoney,
  pageUrl,
  searchPagePathOf,
  type TLanguage,
  type TSavedSearchCriteria,
} from '@demeure/shared'
import { favouriteEndpoints, fillPath } from '@demeure/shared/zod-free'
import { translate } from '../../i18n/index.ts'
import { oneClickUnsubscribeHeaders } from '../../lib/unsubscribe-links.ts'
import type { TMail } from '../../plugins/mailer/mailer.ts'
import type { TUserRow } from '../users/index.ts'
import type { TSavedSearchRow } from './tables.ts'

/** A home an alert tells of, as its search document has it. */
export type TAlertedHome = {
  listingId: number
  title: string
  titleFr: string | null
  city: string
  priceCents: number
  reason: string
}

/** At most this many homes are listed in one e-mail; the search link shows the rest. */
const MAX_LINES = 20

/**
 * The alert e-mail of one saved search, in its owner's language: one home (instant) or the day's
 * (digest). It carries the one-click unsubscribe of RFC 8058: `List-Unsubscribe` with the signed
 * https link and `List-Unsubscribe-Post`, which mail apps POST to without the user signing in.
 */
export function alertMail(options: {
  user: Pick<TUserRow, 'email' | 'language' | 'firstName' | 'username'>
  search: Pick<TSavedSearchRow, 'name' | 'criteria'>
  homes: TAlertedHome[]
  kind: 'instant' | 'digest'
  publicUrl: string
  unsubscribeToken: string
}): TMail {
  const { user, search, publicUrl } = options
  const language = (user.language === 'fr' ? 'fr' : 'en') as TLanguage
  const lines = options.homes.slice(0, MAX_LINES).map((home) =>
    translate(language, 'mail.savedSearch.line', {
      title: (language === 'fr' && home.titleFr) || home.title,
      city: home.city,
      price: formatMoney(home.priceCents / 100, language),
      reason: translate(language, `mail.savedSearch.reason.${home.reason}`),
      link: `${publicUrl}${pageUrl.listing(home.listingId)}`,
    }),
  )
  const unsubscribe = `${publicUrl}${fillPath(favouriteEndpoints.unsubscribeSavedSearch.path)}?token=${encodeURIComponent(options.unsubscribeToken)}`
  return {
    to: user.email,
    subject: translate(language, `mail.savedSearch.${options.kind}.subject`, { search: search.name }),
    text: translate(language, 'mail.savedSearch.body', {
      name: user.firstName || user.username,
      search: search.name,
      lines: lines.join('\n'),
      searchLink: `${publicUrl}${searchPagePathOf(search.criteria as TSavedSearchCriteria)}`,
      panelLink: `${publicUrl}${pageUrl.savedSearches()}`,
    }),
    headers: oneClickUnsubscribeHeaders(unsubscribe),
  }
}
