import type {
  TModerationAction,
  TStaffReport,
  ZModerationActionRequest,
  ZReportCreate,
} from '@demeure/shared'
import { pageUrl } from '@demeure/shared'
import type { z } from 'zod'
import type { TDb } from '../../db/client.ts'
import { inTransaction } from '../../db/transaction.ts'
import type { TDeps } from '../../deps.ts'
import { AppError, badRequest, conflict, notFound } from '../../lib/app-error.ts'
import type { TPage } from '../../lib/pagination.ts'
import type { TBookingsService } from '../bookings/index.ts'
import type { TListingsService } from '../listings/index.ts'
import { reportedMessage } from '../messaging/index.ts'
import { announceAll, listingTitleParams, type TAnnounce } from '../notifications/index.ts'
import type { TUserRow } from '../users/index.ts'
import { createAccounts } from '../users/index.ts'
import { createReportsRepository } from './repository.ts'
import type { TReportRow } from './tables.ts'
import { toPersonWire, toReportWire } from './wire.ts'

/** Reports one user may send in a minute: enough for a real problem, too few to flood the queue. */
export const REPORTS_PER_MINUTE = 10
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const ID = /^[1-9]\d{0,9}$/

type TTarget = { reportedUserId: string }
type TActionInput = z.output<typeof ZModerationActionRequest>

const missing = () => badRequest({ target_id: { key: 'field.reportTargetMissing' } })
const self = () => badRequest({ target_id: { key: 'field.reportSelf' } })

/**
 * Reports and the staff queue (docs/product-rules.md, "Reports and moderation"). A report names
 * who answers for its target when it is made; staff actions change everything they change in one
 * transaction, log themselves in `moderation_actions` and tell the reporter the outcome.
 */
export function createReportsService(deps: TDeps, listings: TListingsService, bookings: TBookingsService) {
  const { db, clock } = deps
  const repo = createReportsRepository(db)
  const accounts = createAccounts(db)

  async function assertAllowed(user: TUserRow) {
    const key = `reports:user:${user.id}`
    if ((await deps.minuteCounter.hit(key)) <= REPORTS_PER_MINUTE) return
    const seconds = Math.max(1, await deps.minuteCounter.ttl(key))
    throw new AppError(429, 'rate_limited', {
      params: { count: seconds },
      headers: { 'retry-after': String(seconds) },
      fields: { _: { key: 'reports.tooMany' } },
    })
  }

  /** Who answers for the target, after checking the reporter may report it. */
  async function resolveTarget(user: TUserRow, kind: string, id: string): Promise<TTarget> {
    if (kind === 'user') {
      if (!UUID.test(id)) throw missing()
      const target = await accounts.findById(id)
      if (!target) throw missing()
      if (target.id === user.id) throw self()
      return { reportedUserId: target.id }
    }
    if (!ID.test(id) || Number(id) > 2_147_483_647) throw missing()
    if (kind === 'listing') {
      const row = await listings.staffListing(db, Number(id))
      if (!row || row.status === 'archived') throw missing()
      if (row.hostId === user.id) throw self()
      return { reportedUserId: row.hostId }
    }
    const found = await reportedMessage(db, Number(id))
    if (!found) throw missing()
    const { conversation, message } = found
    if (conversation.guestId !== user.id && conversation.hostId !== user.id) {
      throw new AppError(403, 'forbidden', { fields: { target_id: { key: 'field.reportNotParticipant' } } })
    }
    if (message.senderId === user.id) throw self()
    return { reportedUserId: message.senderId }
  }

  async function contextOf(rows: TReportRow[]) {
    const actions = await repo.actionsOf(rows.map((row) => row.id))
    const context = new Map<number, Pick<TStaffReport, 'listing' | 'message'>>()
    const people: string[] = []
    for (const row of rows) {
      people.push(row.reporterId, row.reportedUserId)
      if (row.targetKind === 'listing') {
        const listing = await listings.staffListing(db, Number(row.targetId))
        context.set(row.id, {
          listing: listing
            ? { id: listing.id, title: listing.title, status: listing.status, city: listing.addressCity }
            : null,
          message: null,
        })
      } else if (row.targetKind === 'message') {
        const found = await reportedMessage(db, Number(row.targetId))
        const senders = await accounts.byIds(found?.context.map((message) => message.senderId) ?? [])
        context.set(row.id, {
          listing: null,
          message: found
            ? {
                id: found.message.id,
                body: found.message.body,
                conversation_id: found.conversation.id,
                conversation: found.context.map((message) => ({
                  id: message.id,
                  sender: senders.get(message.senderId)?.username ?? '',
                  body: message.body,
                  created_at: message.createdAt.toISOString(),
                })),
              }
            : null,
        })
      } else context.set(row.id, { listing: null, message: null })
    }
    return { actions, context, people: await accounts.byIds(people), histories: await repo.histories(people) }
  }

  /** Tells the reporter how their report ended, in their language (rendered when read). */
  const tellReporter = (tx: TDb, row: TReportRow, outcome: 'actioned' | 'dismissed') =>
    deps.notifier.notify(tx, {
      userId: row.reporterId,
      kind: 'report_outcome',
      link: pageUrl.notifications(),
      params: { variant: outcome, date: row.createdAt.toISOString().slice(0, 10) },
    })

  /** What the action changes besides the report, on its transaction; the announcement of its notices. */
  async function apply(
    tx: TDb,
    row: TReportRow,
    action: TModerationAction,
    note: string,
    declineStays: ((tx: TDb) => Promise<TAnnounce>) | undefined,
  ): Promise<TAnnounce> {
    if (action === 'hide_listing') {
      const hidden = await listings.hideListing(tx, Number(row.targetId), note)
      if (!hidden) throw notFound()
      return deps.notifier.notify(tx, {
        userId: hidden.hostId,
        kind: 'listing_hidden',
        link: pageUrl.hostListings(),
        params: { ...listingTitleParams({ title: hidden.title, title_fr: hidden.titleFr ?? '' }), note },
      })
    }
    if (action === 'warn_user') {
      return deps.notifier.notify(tx, {
        userId: row.reportedUserId,
        kind: 'account_warning',
        params: { note },
      })
    }
    if (action === 'suspend_user') {
      await createAccounts(tx).suspend(row.reportedUserId, clock.now())
      await listings.hideAllOfHost(tx, row.reportedUserId, note)
      return declineStays ? declineStays(tx) : async () => {}
    }
    return async () => {}
  }

  return {
    /** A new report (201), or the reporter's report already open on this target (200): a repeat is idempotent. */
    async create(user: TUserRow, input: z.output<typeof ZReportCreate>) {
      await assertAllowed(user)
      const details = input.details ?? ''
      if (input.reason === 'other' && !details)
        throw badRequest({ details: { key: 'field.reportDetailsRequired' } })
      const target = await resolveTarget(user, input.target_kind, input.target_id)
      const values = {
        reporterId: user.id,
        targetKind: input.target_kind,
        targetId: input.target_id,
        reportedUserId: target.reportedUserId,
        reason: input.reason,
        details,
      }
      const created = await repo.insert(values)
      if (created) return { report: toReportWire(created), isNew: true }
      const open = await repo.findOpen(user.id, input.target_kind, input.target_id)
      if (!open) throw conflict({ _: { key: 'field.reportClosed' } })
      return { report: toReportWire(open), isNew: false }
    },

    async listForStaff(status: string, page: number, pageSize: number): Promise<TPage<TStaffReport>> {
      const { count, rows } = await repo.listByStatus(status, pageSize, (page - 1) * pageSize)
      const { actions, context, people, histories } = await contextOf(rows)
      const now = clock.now()
      const results: TStaffReport[] = []
      for (const row of rows) {
        const reporter = people.get(row.reporterId)
        const reported = people.get(row.reportedUserId)
        if (!reporter || !reported) continue
        results.push({
          ...toReportWire(row),
          reporter: toPersonWire(reporter, histories.get(reporter.id), now),
          reported_user: toPersonWire(reported, histories.get(reported.id), now),
          ...(context.get(row.id) ?? { listing: null, message: null }),
          actions: actions
            .filter((action) => action.reportId === row.id)
            .map((action) => ({
              action: action.action as TModerationAction,
              note: action.note,
              staff: action.staff,
              created_at: action.createdAt.toISOString(),
            })),
        })
      }
      return { results, count, page, pageSize }
    },

    /**
     * Staff act on an open report: the action's changes, its log line, the report's closing and the
     * notices all commit together or not at all. A report already closed is a 409.
     */
    async act(staff: TUserRow, id: number, input: TActionInput) {
      const before = await repo.findById(id)
      if (!before) throw notFound()
      if (before.status !== 'open') throw conflict({ _: { key: 'field.reportClosed' } })
      if (input.action === 'hide_listing' && before.targetKind !== 'listing') {
        throw badRequest({ action: { key: 'field.actionNotForTarget' } })
      }
      const note = input.note ?? ''
      // The stays' titles are read before the transaction (bookings' notices).
      const declineStays =
        input.action === 'suspend_user'
          ? await bookings.declineForSuspension(before.reportedUserId)
          : undefined
      const announce = await inTransaction(db, async (tx) => {
        const reports = createReportsRepository(tx)
        const row = await reports.lockById(id)
        if (row?.status !== 'open') throw conflict({ _: { key: 'field.reportClosed' } })
        const outcome = input.action === 'dismiss' ? 'dismissed' : 'actioned'
        await reports.insertAction({
          staffId: staff.id,
          action: input.action,
          reportId: row.id,
          subjectUserId: row.reportedUserId,
          note,
        })
        await reports.close(row.id, outcome, clock.now())
        const effects = await apply(tx, row, input.action, note, declineStays)
        return announceAll([effects, await tellReporter(tx, row, outcome)])
      })
      await announce()
    },
  }
}
export type TReportsService = ReturnType<typeof createReportsService>
