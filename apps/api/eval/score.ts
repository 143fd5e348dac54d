import type { TLanguage } from '@demeure/shared'
import type { TIntent, TUnderstanding } from '../src/modules/chat/criteria.ts'

/** One request of chat-cases.json and what the built-in engine must understand from it. */
export type TEvalCase = {
  id: string
  message: string
  history?: { sender: 'user' | 'ai'; content: string }[]
  accept_language?: TLanguage
  /** A case the engine once misread: every field must be right, not only 95% of them. */
  strict?: boolean
  /** Words the answer must contain ('du Plateau'): checked by `npm run eval:chat`, on real answers. */
  reply_includes?: string[]
  expect: {
    intent: TIntent
    language: TLanguage
    place?: string
    /** Places offered as alternatives ('Plateau or Mile End'), instead of `place`. */
    places?: string[]
    min_price?: number
    max_price?: number
    type?: string[]
    /** Exact bedroom counts (a 4½ is [2]). */
    bedrooms?: number[]
    move_in?: string
    months?: number
    guests?: number
    amenities?: string[]
  }
}
export type TEvalFile = { today: string; cases: TEvalCase[] }

export const FIELDS = [
  'place',
  'budget',
  'type',
  'bedrooms',
  'move_in',
  'months',
  'guests',
  'amenities',
  'intent',
  'language',
] as const
export type TField = (typeof FIELDS)[number]

/** Every field's target: 95% of the cases right. */
export const TARGET = 0.95

const sameSet = (a: string[] | undefined, b: string[] | undefined) =>
  JSON.stringify([...(a ?? [])].sort()) === JSON.stringify([...(b ?? [])].sort())

const sameList = <T>(a: T[], b: T[]) => JSON.stringify(a) === JSON.stringify(b)

/** Which fields the engine got right for one case; a criterion the case does not name must be absent. */
export function scoreCase(expect: TEvalCase['expect'], got: TUnderstanding): Record<TField, boolean> {
  const { criteria } = got
  return {
    place: sameList(
      (criteria.places ?? []).map((place) => place.name),
      expect.places ?? (expect.place ? [expect.place] : []),
    ),
    budget: criteria.minPrice === expect.min_price && criteria.maxPrice === expect.max_price,
    type: sameSet(criteria.types, expect.type),
    bedrooms: sameList(criteria.bedrooms ?? [], expect.bedrooms ?? []),
    move_in: criteria.moveIn === expect.move_in,
    months: criteria.months === expect.months,
    guests: criteria.guests === expect.guests,
    amenities: sameSet(criteria.amenities, expect.amenities),
    intent: got.intent === expect.intent,
    language: got.language === expect.language,
  }
}

export type TAccuracy = Record<TField, { right: number; total: number; share: number; misses: string[] }>

export function accuracy(scored: { id: string; fields: Record<TField, boolean> }[]): TAccuracy {
  return Object.fromEntries(
    FIELDS.map((field) => {
      const misses = scored.filter((entry) => !entry.fields[field]).map((entry) => entry.id)
      const right = scored.length - misses.length
      return [
        field,
        { right, total: scored.length, share: scored.length ? right / scored.length : 1, misses },
      ]
    }),
  ) as TAccuracy
}
