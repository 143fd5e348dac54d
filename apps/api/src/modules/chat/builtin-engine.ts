import type { TChatAnswer, TLanguage, TListingCard } from '@demeure/shared'
import type { TUserRow } from '../users/index.ts'
import type { TPlaceRef, TUnderstanding } from './criteria.ts'
import type { TChatEngine, TChatInput } from './engine.ts'
import { toFilters, toSearchPath } from './filters.ts'
import { CARDS_PER_ANSWER } from './finder.ts'
import { rankByDistance } from './nearest.ts'
import { repliesEn } from './replies.en.ts'
import { repliesFr } from './replies.fr.ts'
import type { TReplies } from './replies.ts'
import type { TChatTools } from './tools.ts'
import { understand } from './understand.ts'

const REPLIES: Record<TLanguage, TReplies> = { en: repliesEn, fr: repliesFr }

/**
 * The default engine: no network, no model. It reads the conversation with the offline extractors
 * (understand.ts), then answers from the real catalogue, bookings and fee rules.
 */
export function createBuiltinEngine(tools: TChatTools) {
  async function respond(understanding: TUnderstanding, user: TUserRow): Promise<TChatAnswer> {
    const { intent, language, criteria, notes } = understanding
    const replies = REPLIES[language]
    const plain = (response: string, listings: TListingCard[] = []): TChatAnswer => ({
      response,
      properties: listings,
      filters: {},
      search_path: null,
      language,
    })
    switch (intent) {
      case 'search':
      case 'refine': {
        const asked = toFilters(criteria)
        const found = await tools.finder.find(asked)
        return {
          response: replies.results({ found, asked, notes }),
          properties: found.cards,
          filters: found.filters,
          search_path: toSearchPath(found.filters),
          language,
        }
      }
      case 'nearest': {
        // The same search as the answer being asked about, so the same homes, ranked by distance.
        const found = await tools.finder.find(toFilters(criteria))
        const place = understanding.rankFrom as TPlaceRef
        const ranked = rankByDistance(found.cards, place)
        return {
          response: replies.nearest({ ranked, place, filters: found.filters, notes }),
          properties: ranked.map((item) => item.card),
          filters: found.filters,
          search_path: toSearchPath(found.filters),
          language,
        }
      }
      case 'bookings': {
        const mine = await tools.myBookings(user)
        const cards = mine.asGuest.flatMap((booking) => (booking.property ? [booking.property] : []))
        const unique = [...new Map(cards.map((card) => [card.property_id, card])).values()]
        return plain(replies.bookings(mine), unique.slice(0, CARDS_PER_ANSWER))
      }
      case 'fees': {
        const example = tools.feeExample({
          monthlyRent: criteria.maxPrice,
          checkIn: criteria.moveIn,
          months: criteria.months,
        })
        return plain(replies.fees({ topics: understanding.feeTopics, example }))
      }
      case 'rules':
        return plain(replies.rules(notes))
      case 'greeting':
        return plain(replies.greeting())
      case 'unknown':
        return plain(replies.unknown())
    }
  }

  /** The answer with what was understood, for the eval and tests that check the reading itself. */
  async function explain(input: TChatInput) {
    const understanding = understand({
      message: input.message,
      history: input.history,
      today: tools.today(),
      fallbackLanguage: input.language,
    })
    return { understanding, answer: await respond(understanding, input.user) }
  }

  return {
    explain,
    answer: async (input: TChatInput) => (await explain(input)).answer,
  } satisfies TChatEngine & { explain: typeof explain }
}
export type TBuiltinEngine = ReturnType<typeof createBuiltinEngine>
