import {
  FAVOURITES_LIMIT,
  stayProblem,
  type TFavourite,
  todayInMontreal,
  type ZFavouriteListQuery,
  type ZFavouriteMerge,
  type ZFavouriteWrite,
} from '@demeure/shared'
import type { z } from 'zod'
import { inTransaction } from '../../db/transaction.ts'
import type { TDeps } from '../../deps.ts'
import { badRequest, conflict, notFound } from '../../lib/app-error.ts'
import type { TPage } from '../../lib/pagination.ts'
import type { TListingsService } from '../listings/index.ts'
import type { TSearchService } from '../search/index.ts'
import type { TUserRow } from '../users/index.ts'
import type { TFavouriteUnsubscribeLinks } from './alerts.ts'
import { createFavouriteAlertsRepository } from './alerts-repository.ts'
import { createFavouritesRepository, type TWantedDates } from './repository.ts'
import type { TFavouriteRow } from './tables.ts'
import { stateOf, toFavouriteWire } from './wire.ts'

export type TFavouritesService = ReturnType<typeof createFavouritesService>
type TDatesInput = { check_in?: string; check_out?: string }

const NO_DATES: TWantedDates = { checkIn: null, checkOut: null }

/**
 * Saved homes: a user's hearts, each with the dates they have in mind. A saved home stays in the
 * list whatever becomes of it, and says what (wire.ts stateOf).
 */
export function createFavouritesService(options: {
  deps: TDeps
  listings: TListingsService
  search: TSearchService
  /** The unsubscribe links of saved-home alert e-mails (alerts.ts). */
  links: TFavouriteUnsubscribeLinks
}) {
  const { deps, listings, search, links } = options
  const repo = createFavouritesRepository(deps.db)
  const today = () => todayInMontreal(deps.clock.now())

  /** Wanted dates as a stay would be checked; a merge drops dates gone stale instead of refusing. */
  function datesOf(input: TDatesInput, onProblem: 'refuse' | 'drop'): TWantedDates {
    if (!input.check_in || !input.check_out) return NO_DATES
    // Wanted dates are a wish, checked by the loosest rule (a listing with a CITQ number): the
    // request itself applies the listing's own minimum.
    const problem = stayProblem(input.check_in, input.check_out, today(), true)
    if (!problem) return { checkIn: input.check_in, checkOut: input.check_out }
    if (onProblem === 'drop') return NO_DATES
    throw badRequest({ [problem === 'checkInPast' ? 'check_in' : 'check_out']: { key: `stay.${problem}` } })
  }

  /** Cards from the search read model while published, from the listing's rows once it left. */
  async function wire(rows: TFavouriteRow[]) {
    const ids = rows.map((row) => row.propertyId)
    const [stored, cards] = await Promise.all([listings.rowsByIds(ids), search.cards(ids)])
    const byId = new Map(stored.map((row) => [row.id, { row }]))
    const day = today()
    const free = await search.freeAmong(
      rows.flatMap((row) =>
        row.checkIn &&
        row.checkOut &&
        row.checkIn >= day &&
        byId.get(row.propertyId)?.row.status === 'published'
          ? [{ listingId: row.propertyId, checkIn: row.checkIn, checkOut: row.checkOut }]
          : [],
      ),
    )
    return rows.flatMap((row) => {
      const listing = byId.get(row.propertyId)
      const card = cards.get(row.propertyId)
      if (!listing || !card) return []
      const state = stateOf(listing.row.status, row, { today: day, isFree: free.has(row.propertyId) })
      return [toFavouriteWire(row, card, state)]
    })
  }

  return {
    async page(user: TUserRow, query: z.output<typeof ZFavouriteListQuery>): Promise<TPage<TFavourite>> {
      const { page_size: pageSize, page } = query
      const { count, rows } = await repo.page(user.id, pageSize, (page - 1) * pageSize)
      return { results: await wire(rows), count, page, pageSize }
    },

    async ids(user: TUserRow) {
      return { property_ids: await repo.listingIds(user.id) }
    },

    /**
     * Saves a published home, or sets the dates of one saved already (whatever its state now).
     * Refused past the limit; one user's saves take turns so that the limit holds across processes.
     */
    async save(user: TUserRow, listingId: number, input: z.output<typeof ZFavouriteWrite>) {
      const dates = datesOf(input, 'refuse')
      const isPublished = (await search.publishedCards([listingId])).has(listingId)
      await inTransaction(deps.db, async (tx) => {
        const txRepo = createFavouritesRepository(tx)
        await txRepo.lockUser(user.id)
        if (!(await txRepo.find(user.id, listingId))) {
          if (!isPublished) throw notFound()
          if ((await txRepo.countOf(user.id)) >= FAVOURITES_LIMIT)
            throw conflict({ listing: { key: 'favourite.limit', params: { max: FAVOURITES_LIMIT } } })
        }
        await txRepo.upsert(user.id, listingId, dates, deps.clock.now())
      })
      const [saved] = await wire(await repo.rowsOf(user.id, [listingId]))
      if (!saved) throw notFound()
      return saved
    },

    async remove(user: TUserRow, listingId: number) {
      await repo.remove(user.id, listingId)
    },

    /**
     * Adds a visitor's browser list to the account, oldest first, so the newest stays on top:
     * unknown homes and those out of the catalogue are skipped, homes saved already keep the
     * account's dates, and nothing is added past the limit.
     */
    async merge(user: TUserRow, input: z.output<typeof ZFavouriteMerge>) {
      const items = [...new Map(input.items.map((item) => [item.property, item])).values()]
      const published = await search.publishedCards(items.map((item) => item.property))
      const start = deps.clock.now().getTime()
      const added = await inTransaction(deps.db, async (tx) => {
        const txRepo = createFavouritesRepository(tx)
        await txRepo.lockUser(user.id)
        const saved = new Set(await txRepo.listingIds(user.id))
        const known = items.filter((item) => published.has(item.property))
        const room = Math.max(0, FAVOURITES_LIMIT - saved.size)
        const fresh = known.filter((item) => !saved.has(item.property)).slice(0, room)
        await txRepo.insertMany(
          fresh.map((item, index) => ({
            userId: user.id,
            propertyId: item.property,
            ...datesOf(item, 'drop'),
            createdAt: new Date(start + index),
          })),
        )
        return known.filter((item) => saved.has(item.property)).length + fresh.length
      })
      return { property_ids: await repo.listingIds(user.id), not_saved: items.length - added }
    },

    /** The one-click unsubscribe of a saved home's alerts (RFC 8058): idempotent; a token not of ours is a 400. */
    async unsubscribe(token: string) {
      const favourite = links.favouriteOf(token)
      if (!favourite) throw badRequest({ token: { key: 'favourite.badToken' } })
      await createFavouriteAlertsRepository(deps.db).turnOff(
        favourite.userId,
        favourite.listingId,
        deps.clock.now(),
      )
    },
  }
}
