import { formatDisplayDate, formatMoney, pageUrl, type TLanguage } from '@demeure/shared'
import { favouriteEndpoints, fillPath } from '@demeure/shared/zod-free'
import { translate } from '../../i18n/index.ts'
import { oneClickUnsubscribeHeaders } from '../../lib/unsubscribe-links.ts'
import type { TMail } from '../../plugins/mailer/mailer.ts'
import type { TEngineDocument } from '../search/index.ts'
import type { TUserRow } from '../users/index.ts'
import type { TFavouriteRow } from './tables.ts'

export type TFavouriteAlertReason = 'price_lowered' | 'dates_freed'

/**
 * The e-mail telling a saver that a home they saved got cheaper or is free again for their dates,
 * in their language, with the one-click unsubscribe of RFC 8058 (this home's alerts only).
 */
export function favouriteAlertMail(options: {
  user: Pick<TUserRow, 'email' | 'language' | 'firstName' | 'username'>
  favourite: Pick<TFavouriteRow, 'checkIn' | 'checkOut'>
  home: Pick<TEngineDocument, 'listingId' | 'title' | 'titleFr' | 'addressCity' | 'priceCents'>
  reason: TFavouriteAlertReason
  publicUrl: string
  unsubscribeToken: string
}): TMail {
  const { user, favourite, home, reason, publicUrl } = options
  const language = (user.language === 'fr' ? 'fr' : 'en') as TLanguage
  const title = (language === 'fr' && home.titleFr) || home.title
  const news = translate(language, `mail.favourite.${reason}.news`, {
    price: formatMoney(home.priceCents / 100, language),
    checkIn: favourite.checkIn ? formatDisplayDate(favourite.checkIn) : '',
    checkOut: favourite.checkOut ? formatDisplayDate(favourite.checkOut) : '',
  })
  const unsubscribe = `${publicUrl}${fillPath(favouriteEndpoints.unsubscribeFavourite.path)}?token=${encodeURIComponent(options.unsubscribeToken)}`
  return {
    to: user.email,
    subject: translate(language, `mail.favourite.${reason}.subject`, { title }),
    text: translate(language, 'mail.favourite.body', {
      name: user.firstName || user.username,
      title,
      city: home.addressCity,
      news,
      link: `${publicUrl}${pageUrl.listing(home.listingId)}`,
      panelLink: `${publicUrl}${pageUrl.savedHomes()}`,
    }),
    headers: oneClickUnsubscribeHeaders(unsubscribe),
  }
}
