import type { TCalendarFeed } from '@demeure/shared'
import type { TTranslate } from '../../i18n/index.ts'
import type { TCalendarFeedRow } from './tables.ts'

/** A feed as its host reads it, the last error in the reader's language. */
export function toFeedWire(row: TCalendarFeedRow, t: TTranslate): TCalendarFeed {
  return {
    id: row.id,
    name: row.name,
    url: row.url,
    event_count: row.eventCount,
    last_synced_at: row.lastSyncedAt?.toISOString() ?? null,
    last_error: row.lastErrorKey ? t(row.lastErrorKey, row.lastErrorParams) : null,
    last_error_at: row.lastErrorAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  }
}
