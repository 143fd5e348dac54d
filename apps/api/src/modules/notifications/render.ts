import type { TLanguage, TNotification, TNotificationKind } from '@demeure/shared'
import { type TParams, translate } from '../../i18n/index.ts'
import { localizeParams } from './notice-params.ts'
import type { TNotificationRow } from './tables.ts'

/** Title and body of a notice in a language; `variant` picks the body told to one audience. */
export function renderNotice(language: TLanguage, kind: string, params: TParams) {
  const variant = params.variant ? `.${params.variant}` : ''
  return {
    title: translate(language, `notify.${kind}.title`),
    body: translate(language, `notify.${kind}${variant}.body`, localizeParams(params, language)),
  }
}

/** A notice as stored, in the JSON shape live events carry it (dates as ISO strings). */
export type TStoredNotice = Pick<TNotificationRow, 'id' | 'kind' | 'params' | 'link'> & {
  readAt: Date | string | null
  createdAt: Date | string
}

export function toNotificationWire(row: TStoredNotice, language: TLanguage): TNotification {
  return {
    id: row.id,
    kind: row.kind as TNotificationKind,
    ...renderNotice(language, row.kind, row.params),
    link: row.link,
    is_read: row.readAt !== null,
    created_at: new Date(row.createdAt).toISOString(),
  }
}
