import {
  addMonths,
  BOOKING_DOCUMENT_RULES,
  bookingTransition,
  cancellationRefund,
  centsToDecimal,
  DOCUMENT_MIME_TYPES,
  PAYOUT_DELAY_HOURS,
  quoteStay,
  readText,
  stayProblem,
  type TBooking,
  type TBookingEvent,
  type TBookingStatus,
  type TLanguage,
  type TNotificationKind,
  todayInMontreal,
  type ZBookingFields,
} from '@demeure/shared'
import type { z } from 'zod'
import type { TDb } from '../../db/client.ts'
import { inTransaction } from '../../db/transaction.ts'
import type { TDeps } from '../../deps.ts'
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/app-error.ts'
import type { TPage } from '../../lib/pagination.ts'
import { createStoredFiles, removeStored, storePrivateUploads } from '../files/index.ts'
import type { TListingsService } from '../listings/index.ts'
import { announceAll, type TAnnounce } from '../notifications/index.ts'
import type { TSearchService } from '../search/index.ts'
import type { TUserRow } from '../users/index.ts'
import { createAccounts } from '../users/index.ts'
import { createBookingNotices, type TListingTitle } from './notices.ts'
import { hasPaidStay } from './paid-stay.ts'
import { quoteColumns } from './quote-columns.ts'
import {
  createBookingsRepository,
  PAID_STATUSES,
  type TBookingChanges,
  type TBookingSide,
} from './repository.ts'
import type { TBookingRow } from './tables.ts'
import { toBookingDocumentWire, toBookingWire } from './wire.ts'

/** A stay request as read from its form: the checked fields and the agreement's files by kind. */
export type TStayRequest = {
  fields: z.output<typeof ZBookingFields>
  documents: Record<string, { filename: string; data: Buffer }[]>
}

/** Montreal midnight of a date, then `hours` later (payouts are released 48 h after check-in). */
export const hoursAfterCheckIn = (checkIn: string, hours: number) =>
  new Date(Date.parse(`${checkIn}T00:00:00-05:00`) + hours * 3_600_000)

export type TBookingDeps = {
  deps: TDeps
  listings: TListingsService
  search: TSearchService
  /**
   * A request's message also opens (or continues) the renter's conversation with the host. A port
   * app.ts fills with the messaging service: messaging imports bookings, never the reverse.
   */
  messaging: TStayConversations
  /** Which of these stays already have their review: a port app.ts fills from the reviews module. */
  reviewedStays: (db: TDb, bookingIds: number[]) => Promise<Set<number>>
}

/** What bookings asks of messaging (decision 029: the asking module declares the port). */
export type TStayConversations = {
  /** Posts the renter's message in `tx`; answers what to deliver once it commits. */
  postWithin(
    tx: TDb,
    values: { listingId: number; guestId: string; hostId: string; body: string },
  ): Promise<() => Promise<void>>
}

export function createBookingsService({ deps, listings, search, messaging, reviewedStays }: TBookingDeps) {
  const { db, clock } = deps
  const bookings = createBookingsRepository(db)
  const users = createAccounts(db)
  const today = () => todayInMontreal(clock.now())
  const notices = createBookingNotices(deps, search)

  /**
   * The request's message as `viewer` may read it: the host sees no contact details before a stay
   * between the two is paid (this one, or another of theirs on the listing).
   */
  async function messageFor(row: TBookingRow, viewer: TUserRow) {
    const isContactShared =
      viewer.id !== row.guestId &&
      (PAID_STATUSES.includes(row.status) ||
        (await hasPaidStay(db, { listingId: row.propertyId, guestId: row.guestId, hostId: row.hostId })))
    return readText(row.message, row.guestId, {
      id: viewer.id,
      language: viewer.language as TLanguage,
      isContactShared,
    })
  }

  async function wire(rows: TBookingRow[], viewer: TUserRow) {
    const messages = await Promise.all(rows.map((row) => messageFor(row, viewer)))
    const cards = await search.cards([...new Set(rows.map((row) => row.propertyId))])
    const people = await users.byIds(rows.flatMap((row) => [row.guestId, row.hostId]))
    const documents = await bookings.documentsOf(rows.map((row) => row.id))
    const reviewed = await reviewedStays(
      db,
      rows.map((row) => row.id),
    )
    return rows.map((row, index) =>
      toBookingWire(row, {
        message: messages[index] ?? { text: '', hidden: [] },
        card: cards.get(row.propertyId),
        guest: people.get(row.guestId) as TUserRow,
        host: people.get(row.hostId) as TUserRow,
        documents: documents
          .filter((document) => document.bookingId === row.id)
          .map((document) => toBookingDocumentWire(document.kind, document.file)),
        hasReview: reviewed.has(row.id),
      }),
    )
  }
  const wireOne = async (row: TBookingRow, viewer: TUserRow) =>
    (await wire([row], viewer))[0] as Awaited<ReturnType<typeof wire>>[number]

  /** The booking if this user is its guest or its host (admins see all); 404 hides others' stays. */
  async function visibleTo(user: TUserRow, id: number) {
    const row = await bookings.findById(id)
    if (!row) throw notFound()
    if (row.guestId !== user.id && row.hostId !== user.id && user.userType !== 'admin') throw notFound()
    return row
  }

  /** Moves a stay on and writes the notice to `audience` in the same transaction. */
  async function move(
    before: TBookingRow,
    event: TBookingEvent,
    changes: Omit<Parameters<typeof bookings.transition>[2], 'status'>,
    kind: TNotificationKind,
    audience: 'guest' | 'host',
  ) {
    const title = await notices.listingTitle(before.propertyId)
    const { row, announce } = await inTransaction(db, async (tx) => {
      const { from, to } = bookingTransition(event)
      const moved = await createBookingsRepository(tx).transition(before.id, from, { ...changes, status: to })
      if (!moved) throw conflict({ status: { key: 'field.bookingStatus' } })
      return { row: moved, announce: await notices.tell(tx, moved, title, kind, [audience]) }
    })
    await announce()
    return row
  }

  /** Run in the transaction of a stay's cancellation (the rent module stops its later months). */
  const cancelListeners: ((tx: TDb, bookingId: number) => Promise<unknown>)[] = []
  /** Run in the transaction that confirms a paid stay (the leases module prepares its lease). */
  const confirmListeners: ((tx: TDb, stay: TBookingRow) => Promise<TAnnounce | undefined>)[] = []

  return {
    wireOne,
    visibleTo,
    onCancelled(listener: (tx: TDb, bookingId: number) => Promise<unknown>) {
      cancelListeners.push(listener)
    },
    /** `listener` runs in the confirming transaction; what it returns is announced after the commit. */
    onConfirmed(listener: (tx: TDb, stay: TBookingRow) => Promise<TAnnounce | undefined>) {
      confirmListeners.push(listener)
    },
    /**
     * Section G of a lease: the lowest monthly rent of the listing's paid stays that ran during the
     * 12 months before `checkIn` (another stay than `exceptId`), or null if it was not rented.
     */
    lowestRecentRent: (tx: TDb, listingId: number, checkIn: string, exceptId: number) =>
      createBookingsRepository(tx).lowestRentBetween(listingId, addMonths(checkIn, -12), checkIn, exceptId),

    /**
     * A stay request with its rental agreement. Every rule is checked on the server: dates,
     * length, guests, availability; the price is locked now. Files are stored first and removed
     * again if anything fails.
     */
    async request(guest: TUserRow, { fields, documents }: TStayRequest) {
      const missing = Object.keys(BOOKING_DOCUMENT_RULES).filter((kind) => !documents[kind]?.length)
      if (missing.length > 0)
        throw badRequest(Object.fromEntries(missing.map((kind) => [kind, { key: 'booking.consent' }])))
      const listing = await listings.publishedRow(fields.property)
      if (listing.hostId === guest.id) throw badRequest({ property: { key: 'booking.ownListing' } })
      const problem = stayProblem(fields.check_in, fields.check_out, today(), listing.citqNumber !== null)
      if (problem)
        throw badRequest({
          [problem === 'checkInPast' ? 'check_in' : 'check_out']: { key: `stay.${problem}` },
        })
      if (fields.guests > listing.maxGuests) {
        throw badRequest({ guests: { key: 'booking.tooManyGuests', params: { max: listing.maxGuests } } })
      }
      if (!(await search.isFree(listing.id, fields.check_in, fields.check_out))) {
        throw new AppError(409, 'conflict', { fields: { check_in: { key: 'booking.datesUnavailable' } } })
      }
      const quote = quoteStay(listing.pricePerMonthCents, fields.check_in, fields.check_out, today())
      const uploads = Object.entries(documents).flatMap(([kind, files]) =>
        files.map((file) => ({
          field: kind,
          filename: file.filename,
          data: file.data,
          kind: `rental_${kind}`,
          allowed: DOCUMENT_MIME_TYPES,
          invalid: { key: 'field.documentType' },
        })),
      )
      const title = await notices.listingTitle(listing.id)
      const stored = await storePrivateUploads(deps.storage, guest.id, uploads)
      try {
        const row = await inTransaction(db, async (tx) => {
          const booking = await createBookingsRepository(tx).insert({
            propertyId: listing.id,
            guestId: guest.id,
            hostId: listing.hostId,
            checkIn: fields.check_in,
            checkOut: fields.check_out,
            guests: fields.guests,
            message: fields.message,
            status: 'requested',
            ...quoteColumns(quote),
            agreementFullName: fields.full_name,
            agreementUrgentContact: fields.urgent_contact,
            agreementReference1: fields.reference_1,
            agreementReference2: fields.reference_2,
            agreementConsent: fields.consent,
            requestedAt: clock.now(),
          })
          const files = await createStoredFiles(tx).record(stored)
          await createBookingsRepository(tx).addDocuments(
            files.map((file) => ({ bookingId: booking.id, fileId: file.id, kind: file.kind })),
          )
          // The message is the renter's first words to the host: it reads in their conversation
          // too (Messages), committed with the request, so the host answers it where they talk.
          const showMessage = fields.message.trim()
            ? await messaging.postWithin(tx, {
                listingId: listing.id,
                guestId: guest.id,
                hostId: listing.hostId,
                body: fields.message,
              })
            : undefined
          const announce = await notices.tell(tx, booking, title, 'booking_requested', ['host'])
          return { booking, announce, showMessage }
        })
        await row.announce()
        await row.showMessage?.()
        return wireOne(row.booking, guest)
      } catch (error) {
        await removeStored(deps.storage, stored)
        throw error
      }
    },

    /** The user's stays and requests on both sides, or (`host`) only those on their listings. */
    async list(
      user: TUserRow,
      side: TBookingSide,
      status: TBookingStatus | undefined,
      page: number,
      pageSize: number,
      listingId?: number,
    ): Promise<TPage<TBooking>> {
      const offset = (page - 1) * pageSize
      const { count, rows } = await bookings.listFor(user.id, side, status, pageSize, offset, listingId)
      return { results: await wire(rows, user), count, page, pageSize }
    },

    async approve(host: TUserRow, id: number) {
      const row = await visibleTo(host, id)
      if (row.hostId !== host.id) throw forbidden()
      const approved = await move(row, 'approve', { approvedAt: clock.now() }, 'booking_approved', 'guest')
      return wireOne(approved, host)
    },

    async decline(host: TUserRow, id: number) {
      const row = await visibleTo(host, id)
      if (row.hostId !== host.id) throw forbidden()
      const declined = await move(row, 'decline', { closedAt: clock.now() }, 'booking_declined', 'guest')
      return wireOne(declined, host)
    },

    /**
     * Either side may cancel before check-out. Money already paid follows the written policy: all
     * the rent back 30 days or more before check-in, else the first month is kept; never the fee.
     */
    async cancel(user: TUserRow, id: number) {
      const row = await visibleTo(user, id)
      if (row.guestId !== user.id && row.hostId !== user.id) throw forbidden()
      const isPaid = row.status === 'confirmed' || row.status === 'active'
      const refund = cancellationRefund({
        today: today(),
        checkIn: row.checkIn,
        rentPaidCents: isPaid ? row.monthlyRentCents : 0,
        monthlyRentCents: row.monthlyRentCents,
      })
      const title = await notices.listingTitle(row.propertyId)
      const cancelled = await inTransaction(db, async (tx) => {
        const repo = createBookingsRepository(tx)
        const { from, to } = bookingTransition('cancel')
        const moved = await repo.transition(id, from, {
          status: to,
          holdsDates: false,
          refundCents: refund.refundCents,
          cancelledBy: row.guestId === user.id ? 'guest' : 'host',
          closedAt: clock.now(),
        })
        if (!moved) throw conflict({ status: { key: 'field.bookingStatus' } })
        for (const listener of cancelListeners) await listener(tx, id)
        if (refund.refundCents > 0) {
          await repo.addLedger([
            {
              userId: row.guestId,
              bookingId: id,
              kind: 'refund',
              amountCents: refund.refundCents,
              status: 'completed',
            },
          ])
        }
        // The host keeps what the policy keeps; a full refund cancels the held payout.
        for (const entry of await repo.ledgerOf(id)) {
          if (entry.kind !== 'payout' || entry.status !== 'held') continue
          if (refund.keptCents === 0) await repo.updateLedger(entry.id, { status: 'cancelled' })
          else await repo.updateLedger(entry.id, { amountCents: refund.keptCents })
        }
        await listings.searchIndex.refresh(tx, row.propertyId)
        const told = row.guestId === user.id ? 'host' : 'guest'
        return { moved, announce: await notices.tell(tx, moved, title, 'booking_cancelled', [told]) }
      })
      await cancelled.announce()
      return {
        booking: await wireOne(cancelled.moved, user),
        refund: centsToDecimal(refund.refundCents),
        kept: centsToDecimal(refund.keptCents),
        rule: refund.rule,
      }
    },

    async transactions(user: TUserRow, page: number, pageSize: number) {
      const { count, rows } = await bookings.ledgerForUser(user.id, pageSize, (page - 1) * pageSize)
      const results = rows.map((row) => ({
        id: row.id,
        booking_id: row.bookingId,
        kind: row.kind as 'payment' | 'refund' | 'payout',
        amount: centsToDecimal(row.amountCents),
        status: row.status,
        available_at: row.availableAt?.toISOString() ?? null,
        created_at: row.createdAt.toISOString(),
        paid_out_at: row.paidOutAt?.toISOString() ?? null,
      }))
      return { results, count, page, pageSize }
    },

    notices,

    /** The stay's row as the caller's transaction sees it (payments settle inside their own). */
    findRow: (tx: TDb, bookingId: number) => createBookingsRepository(tx).findById(bookingId),

    /**
     * Holds an approved stay's dates while it is paid, in the caller's transaction: false if it
     * is no longer approved; the database refuses (exclusion) if another stay holds them.
     */
    async holdDatesForPayment(tx: TDb, bookingId: number, listingId: number) {
      return (await createBookingsRepository(tx).holdDatesForPayment(bookingId, listingId)) !== undefined
    },

    /** An accepted extension, in the caller's transaction (modules/extensions): the stay ends later. */
    moveCheckOut: (tx: TDb, bookingId: number, fromCheckOut: string, changes: TBookingChanges) =>
      createBookingsRepository(tx).moveCheckOut(bookingId, fromCheckOut, changes),

    /**
     * The suspended user's open requests (as renter or host), declined on the suspension's
     * transaction; the other side is told why in their language. Titles are read first, outside
     * the transaction (createBookingNotices). Run the returned announcement after the commit.
     */
    async declineForSuspension(suspendedUserId: string) {
      const open = await bookings.openOf(suspendedUserId)
      const titles = new Map<number, TListingTitle>()
      for (const row of open) {
        if (!titles.has(row.propertyId))
          titles.set(row.propertyId, await notices.listingTitle(row.propertyId))
      }
      return async (tx: TDb) => {
        const announcements: TAnnounce[] = []
        for (const row of open) {
          const { from, to } = bookingTransition('close')
          const moved = await createBookingsRepository(tx).transition(row.id, from, {
            status: to,
            holdsDates: false,
            closedAt: clock.now(),
          })
          if (!moved) continue
          const title = titles.get(row.propertyId) as TListingTitle
          const isHostSuspended = moved.hostId === suspendedUserId
          announcements.push(
            isHostSuspended
              ? await notices.tell(tx, moved, title, 'booking_declined', ['guest'], 'host_suspended')
              : await notices.tell(tx, moved, title, 'booking_closed', ['host']),
          )
        }
        return announceAll(announcements)
      }
    },

    /** A payment failed: the stay, still awaiting its payment, stops holding its dates (it may be paid again). */
    releaseDates: (tx: TDb, bookingId: number) =>
      createBookingsRepository(tx).transition(bookingId, bookingTransition('pay').from, {
        holdsDates: false,
      }),

    /**
     * A stay's first payment arrived: confirm it, hold the host's payout, decline the overlapping
     * requests. The caller tells everyone once its transaction commits, `announce` included (what
     * the confirm listeners told: the lease's notices).
     */
    async confirmPaid(tx: TDb, bookingId: number) {
      const repo = createBookingsRepository(tx)
      const pay = bookingTransition('pay')
      const row = await repo.transition(bookingId, pay.from, {
        status: pay.to,
        confirmedAt: clock.now(),
      })
      if (!row) return undefined
      const told: TAnnounce[] = []
      for (const listener of confirmListeners) {
        const announce = await listener(tx, row)
        if (announce) told.push(announce)
      }
      await repo.addLedger([
        {
          userId: row.guestId,
          bookingId,
          kind: 'payment',
          amountCents: row.dueNowCents,
          status: 'completed',
          // The first payment is month 1 of the rent schedule (its receipt shows the fee).
          instalmentSeq: 1,
        },
        {
          userId: row.hostId,
          bookingId,
          kind: 'payout',
          amountCents: row.monthlyRentCents,
          status: 'held',
          availableAt: hoursAfterCheckIn(row.checkIn, PAYOUT_DELAY_HOURS),
          instalmentSeq: 1,
        },
      ])
      const declined: TBookingRow[] = []
      const close = bookingTransition('close')
      for (const other of await repo.overlappingPending(row)) {
        const moved = await repo.transition(other.id, close.from, {
          status: close.to,
          holdsDates: false,
          closedAt: clock.now(),
        })
        if (moved) declined.push(moved)
      }
      return { confirmed: row, declined, announce: announceAll(told) }
    },
  }
}
export type TBookingsService = ReturnType<typeof createBookingsService>
