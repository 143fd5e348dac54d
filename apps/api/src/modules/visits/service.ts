import {
  pageUrl,
  readText,
  type TLanguage,
  type TVisit,
  todayInMontreal,
  type ZVisitListQuery,
  type ZVisitWrite,
} from '@demeure/shared'
import type { z } from 'zod'
import { inTransaction } from '../../db/transaction.ts'
import type { TDeps } from '../../deps.ts'
import { badRequest, conflict, forbidden, notFound } from '../../lib/app-error.ts'
import type { TPage } from '../../lib/pagination.ts'
import { hasPaidStay } from '../bookings/index.ts'
import type { TListingsService } from '../listings/index.ts'
import type { TNotice } from '../notifications/index.ts'
import { listingTitleParams } from '../notifications/index.ts'
import type { TSearchService } from '../search/index.ts'
import type { TUserRow } from '../users/index.ts'
import { createAccounts } from '../users/index.ts'
import { createVisitsRepository } from './repository.ts'
import type { TVisitRow } from './tables.ts'

export type TVisitsService = ReturnType<typeof createVisitsService>
/** Who reads a visit, in which language. */
type TViewer = { id: string; language: TLanguage }

const person = (user: TUserRow | undefined) => ({
  id: user?.id ?? '',
  first_name: user?.firstName ?? '',
  last_name: user?.lastName ?? '',
})

/** Visit requests: a renter asks, the host accepts or declines, either side may cancel. */
export function createVisitsService(options: {
  deps: TDeps
  listings: TListingsService
  search: TSearchService
}) {
  const { deps, listings, search } = options
  const repo = createVisitsRepository(deps.db)
  const users = createAccounts(deps.db)

  /** The visit's message as `viewer` may read it: the host sees no contact details before a paid stay. */
  async function messageFor(row: TVisitRow, viewer: TViewer) {
    const isContactShared =
      viewer.id !== row.guestId &&
      (await hasPaidStay(deps.db, { listingId: row.propertyId, guestId: row.guestId, hostId: row.hostId }))
    return readText(row.message, row.guestId, { ...viewer, isContactShared })
  }

  async function wire(rows: TVisitRow[], viewer: TViewer): Promise<TVisit[]> {
    const cards = await search.cards([...new Set(rows.map((row) => row.propertyId))])
    const people = await users.byIds(rows.flatMap((row) => [row.guestId, row.hostId]))
    const messages = await Promise.all(rows.map((row) => messageFor(row, viewer)))
    return rows.map((row, index) => ({
      visit_id: row.id,
      property: cards.get(row.propertyId) ?? null,
      guest: person(people.get(row.guestId)),
      host: person(people.get(row.hostId)),
      date: row.date,
      time: row.time,
      mode: row.mode,
      message: messages[index]?.text ?? '',
      status: row.status,
      created_at: row.createdAt.toISOString(),
      message_hidden: messages[index]?.hidden ?? [],
      message_payment_warning: messages[index]?.paymentWarning ?? false,
    }))
  }
  const wireOne = async (row: TVisitRow, viewer: TViewer) => (await wire([row], viewer))[0] as TVisit

  /** What a visit's notices say of it besides its own columns, read before its transaction. */
  type TVisitFacts = { guest: string } & ReturnType<typeof listingTitleParams>
  async function factsOf(row: TVisitRow): Promise<TVisitFacts> {
    // Only names and the listing's title are read here: the viewer is the renter, whatever it is.
    const [visit] = await wire([row], { id: row.guestId, language: 'en' })
    return {
      guest: visit ? `${visit.guest.first_name} ${visit.guest.last_name}`.trim() : '',
      ...listingTitleParams(visit?.property),
    }
  }

  /**
   * A visit written with its notice in one transaction (every read inside uses it), then announced
   * once committed: the notice and both sides' `visit` live events.
   */
  async function writeAndTell(
    facts: TVisitFacts,
    write: (txRepo: ReturnType<typeof createVisitsRepository>) => Promise<TVisitRow>,
    to: 'guest' | 'host',
    kind: TNotice['kind'],
  ) {
    const { row, announce } = await inTransaction(deps.db, async (tx) => {
      const written = await write(createVisitsRepository(tx))
      const told = await deps.notifier.notify(tx, {
        userId: to === 'host' ? written.hostId : written.guestId,
        kind,
        link: to === 'host' ? pageUrl.hostBookings(written.propertyId) : pageUrl.listing(written.propertyId),
        params: { ...facts, date: written.date, time: written.time },
      })
      return { row: written, announce: told }
    })
    await announce()
    for (const userId of [row.guestId, row.hostId])
      await deps.notifier.publish(userId, { name: 'visit', data: { visit_id: row.id, status: row.status } })
    return row
  }

  async function ownedBy(user: TUserRow, id: number) {
    const row = await repo.findById(id)
    if (!row || (row.guestId !== user.id && row.hostId !== user.id && user.userType !== 'admin'))
      throw notFound()
    return row
  }

  /** Moves a visit on and tells `to`, in one transaction. */
  async function move(
    row: TVisitRow,
    status: TVisitRow['status'],
    to: 'guest' | 'host',
    kind: TNotice['kind'],
  ) {
    return writeAndTell(
      await factsOf(row),
      async (txRepo) => {
        const moved = await txRepo.transition(
          row.id,
          ['requested', ...(status === 'cancelled' ? ['accepted' as const] : [])],
          status,
          deps.clock.now(),
        )
        if (!moved) throw conflict({ status: { key: 'field.visitStatus' } })
        return moved
      },
      to,
      kind,
    )
  }

  return {
    async request(guest: TUserRow, input: z.output<typeof ZVisitWrite>, language: TLanguage) {
      const listing = await listings.publishedRow(input.property)
      if (listing.hostId === guest.id) throw badRequest({ property: { key: 'visit.ownListing' } })
      if (input.date < todayInMontreal(deps.clock.now())) throw badRequest({ date: { key: 'visit.past' } })
      const guestName = `${guest.firstName} ${guest.lastName}`.trim()
      const row = await writeAndTell(
        {
          guest: guestName,
          ...listingTitleParams({ title: listing.title, title_fr: listing.titleFr ?? '' }),
        },
        (txRepo) =>
          txRepo.insert({
            propertyId: listing.id,
            guestId: guest.id,
            hostId: listing.hostId,
            date: input.date,
            time: input.time,
            mode: input.mode,
            message: input.message,
          }),
        'host',
        'visit_requested',
      )
      return wireOne(row, { id: guest.id, language })
    },

    async list(
      user: TUserRow,
      query: z.output<typeof ZVisitListQuery>,
      language: TLanguage,
    ): Promise<TPage<TVisit>> {
      const filter =
        query.role === 'host'
          ? { hostId: user.id, listingId: query.property, status: query.status }
          : { guestId: user.id, listingId: query.property, status: query.status }
      const { count, rows } = await repo.list(filter, query.page_size, (query.page - 1) * query.page_size)
      return {
        results: await wire(rows, { id: user.id, language }),
        count,
        page: query.page,
        pageSize: query.page_size,
      }
    },

    async answer(host: TUserRow, id: number, decision: 'accepted' | 'declined', language: TLanguage) {
      const row = await ownedBy(host, id)
      if (row.hostId !== host.id) throw forbidden()
      const moved = await move(
        row,
        decision,
        'guest',
        decision === 'accepted' ? 'visit_accepted' : 'visit_declined',
      )
      return wireOne(moved, { id: host.id, language })
    },

    async cancel(user: TUserRow, id: number, language: TLanguage) {
      const row = await ownedBy(user, id)
      if (row.guestId !== user.id && row.hostId !== user.id) throw forbidden()
      const moved = await move(
        row,
        'cancelled',
        row.guestId === user.id ? 'host' : 'guest',
        'visit_cancelled',
      )
      return wireOne(moved, { id: user.id, language })
    },
  }
}
