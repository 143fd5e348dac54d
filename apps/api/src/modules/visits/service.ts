import { type TVisit, todayInMontreal, type ZVisitListQuery, type ZVisitWrite } from '@demeure/shared'
import type { z } from 'zod'
import type { TUserRow, TVisitRow } from '../../db/schema/index.ts'
import type { TDeps } from '../../deps.ts'
import { badRequest, conflict, forbidden, notFound } from '../../lib/app-error.ts'
import { pageEnvelope } from '../../lib/pagination.ts'
import type { TNotice } from '../notifications/notifier.ts'
import type { TPropertiesService } from '../properties/service.ts'
import type { TSearchService } from '../search/service.ts'
import { createUsersRepository } from '../users/repository.ts'
import { createVisitsRepository } from './repository.ts'

export type TVisitsService = ReturnType<typeof createVisitsService>

const person = (user: TUserRow | undefined) => ({
  id: user?.id ?? '',
  first_name: user?.firstName ?? '',
  last_name: user?.lastName ?? '',
})

/** Visit requests: a renter asks, the host accepts or declines, either side may cancel. */
export function createVisitsService(options: {
  deps: TDeps
  listings: TPropertiesService
  search: TSearchService
}) {
  const { deps, listings, search } = options
  const repo = createVisitsRepository(deps.db)
  const users = createUsersRepository(deps.db)

  async function wire(rows: TVisitRow[]): Promise<TVisit[]> {
    const cards = await search.cards([...new Set(rows.map((row) => row.propertyId))])
    const people = new Map<string, TUserRow>()
    for (const id of new Set(rows.flatMap((row) => [row.guestId, row.hostId]))) {
      const user = await users.findById(id)
      if (user) people.set(id, user)
    }
    return rows.map((row) => ({
      visit_id: row.id,
      property: cards.get(row.propertyId) ?? null,
      guest: person(people.get(row.guestId)),
      host: person(people.get(row.hostId)),
      date: row.date,
      time: row.time,
      mode: row.mode,
      message: row.message,
      status: row.status,
      created_at: row.createdAt.toISOString(),
    }))
  }
  const wireOne = async (row: TVisitRow) => (await wire([row]))[0] as TVisit

  async function tell(row: TVisitRow, to: 'guest' | 'host', kind: TNotice['kind']) {
    const [visit] = await wire([row])
    if (!visit) return
    const link =
      to === 'host' ? `/cohost-panel/bookings?property=${row.propertyId}` : `/House/${row.propertyId}`
    await deps.notifier.notify({
      userId: to === 'host' ? row.hostId : row.guestId,
      kind,
      link,
      params: {
        guest: `${visit.guest.first_name} ${visit.guest.last_name}`.trim(),
        title: visit.property?.title ?? '',
        date: row.date,
        time: row.time,
      },
    })
    await deps.notifier.publish(row.guestId, 'visit', { visit_id: row.id, status: row.status })
    await deps.notifier.publish(row.hostId, 'visit', { visit_id: row.id, status: row.status })
  }

  async function ownedBy(user: TUserRow, id: number) {
    const row = await repo.findById(id)
    if (!row || (row.guestId !== user.id && row.hostId !== user.id && user.userType !== 'admin'))
      throw notFound()
    return row
  }

  async function move(row: TVisitRow, status: TVisitRow['status']) {
    const moved = await repo.transition(
      row.id,
      ['requested', ...(status === 'cancelled' ? ['accepted' as const] : [])],
      status,
      deps.clock.now(),
    )
    if (!moved) throw conflict({ status: { key: 'field.visitStatus' } })
    return moved
  }

  return {
    async request(guest: TUserRow, input: z.output<typeof ZVisitWrite>) {
      const listing = await listings.publishedRow(input.property)
      if (listing.hostId === guest.id) throw badRequest({ property: { key: 'visit.ownListing' } })
      if (input.date < todayInMontreal(deps.clock.now())) throw badRequest({ date: { key: 'visit.past' } })
      const row = await repo.insert({
        propertyId: listing.id,
        guestId: guest.id,
        hostId: listing.hostId,
        date: input.date,
        time: input.time,
        mode: input.mode,
        message: input.message,
      })
      await tell(row, 'host', 'visit_requested')
      return wireOne(row)
    },

    async list(user: TUserRow, query: z.output<typeof ZVisitListQuery>, url: string) {
      const filter =
        query.role === 'host'
          ? { hostId: user.id, propertyId: query.property, status: query.status }
          : { guestId: user.id, propertyId: query.property, status: query.status }
      const { count, rows } = await repo.list(filter, query.page_size, (query.page - 1) * query.page_size)
      return pageEnvelope({
        results: await wire(rows),
        count,
        page: query.page,
        pageSize: query.page_size,
        url,
      })
    },

    async answer(host: TUserRow, id: number, decision: 'accepted' | 'declined') {
      const row = await ownedBy(host, id)
      if (row.hostId !== host.id) throw forbidden()
      const moved = await move(row, decision)
      await tell(moved, 'guest', decision === 'accepted' ? 'visit_accepted' : 'visit_declined')
      return wireOne(moved)
    },

    async cancel(user: TUserRow, id: number) {
      const row = await ownedBy(user, id)
      if (row.guestId !== user.id && row.hostId !== user.id) throw forbidden()
      const moved = await move(row, 'cancelled')
      await tell(moved, row.guestId === user.id ? 'host' : 'guest', 'visit_cancelled')
      return wireOne(moved)
    },
  }
}
