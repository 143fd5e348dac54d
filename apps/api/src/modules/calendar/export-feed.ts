import { createHash } from 'node:crypto'
import { todayInMontreal } from '@demeure/shared'
import type { TDeps } from '../../deps.ts'
import { translate } from '../../i18n/index.ts'
import { notFound } from '../../lib/app-error.ts'
import { exclusiveEnd, renderCalendar, type TExportEvent } from './ics-export.ts'
import { createCalendarRepository } from './repository.ts'

export type TExportAnswer =
  | { status: 'not-modified'; etag: string; lastModified: Date }
  | { status: 'ok'; body: string; etag: string; lastModified: Date }

/** Past stays are history, not availability; a month back is kept for platforms that show it. */
const HISTORY_DAYS = 30

/**
 * Serves a listing's private export feed. The content's hash and the time it last changed are kept
 * in the database (not in memory), so every API process gives a poller the same ETag and
 * Last-Modified, and an unchanged calendar costs it a 304.
 */
export function createCalendarExport(deps: TDeps) {
  const repo = createCalendarRepository(deps.db)

  return async function exportCalendar(
    token: string,
    conditions: { ifNoneMatch?: string; ifModifiedSince?: string },
  ): Promise<TExportAnswer> {
    const row = /^[\w-]{20,64}$/.test(token) ? await repo.exportByToken(token) : undefined
    if (!row) throw notFound()
    const listing = await repo.listingOf(row.propertyId)
    if (!listing) throw notFound()
    const now = deps.clock.now()
    const since = new Date(now.getTime() - HISTORY_DAYS * 86_400_000)
    const { reserved, stays } = await repo.busyForExport(row.propertyId, todayInMontreal(since))
    const events: TExportEvent[] = [
      ...reserved.map((period) => ({
        uid: `reserved-${period.id}@demeure.ca`,
        start: period.start,
        end: exclusiveEnd(period.last),
        summary: translate('en', 'calendar.export.reserved'),
      })),
      ...stays.map((stay) => ({
        uid: `stay-${stay.id}@demeure.ca`,
        start: stay.start,
        end: stay.end,
        summary: translate('en', 'calendar.export.booked'),
      })),
    ]
    const name = translate('en', 'calendar.export.name', { title: listing.title })
    const hash = createHash('sha256')
      .update(JSON.stringify({ name, events }))
      .digest('base64url')
      .slice(0, 32)
    let changedAt = row.changedAt
    if (row.contentHash !== hash) {
      // Whole seconds: HTTP dates have no milliseconds, and If-Modified-Since must compare equal.
      changedAt = new Date(Math.floor(now.getTime() / 1000) * 1000)
      await repo.markExportChanged(row.propertyId, hash, changedAt)
    }
    const etag = `"${hash}"`
    // `*` matches any current representation (RFC 9110 §13.1.2): a GET of an existing feed is a 304.
    const unchanged = conditions.ifNoneMatch
      ? conditions.ifNoneMatch.split(',').some((tag) => {
          const opaque = tag.trim()
          return opaque === '*' || opaque.replace(/^W\//, '') === etag
        })
      : conditions.ifModifiedSince !== undefined &&
        Date.parse(conditions.ifModifiedSince) >= changedAt.getTime()
    if (unchanged) return { status: 'not-modified', etag, lastModified: changedAt }
    return {
      status: 'ok',
      body: renderCalendar({ name, events, stamp: changedAt }),
      etag,
      lastModified: changedAt,
    }
  }
}
export type TCalendarExport = ReturnType<typeof createCalendarExport>
