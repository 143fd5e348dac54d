import type { TCriteria } from './criteria.ts'
import type { TTurn } from './extract/index.ts'
import { AMOUNT, parseAmount } from './extract/numbers.ts'
import { foldMessage } from './fold.ts'

/** 'Cheaper' without a budget to start from: 15% under what was shown. */
const CHEAPER_FACTOR = 0.85
const roundDown10 = (value: number) => Math.floor(value / 10) * 10

/** The monthly prices an earlier answer showed ('$1,150/month', '1 150 $/mois'). */
export function pricesShown(answer: string): number[] {
  const text = foldMessage(answer)
  const pattern = new RegExp(`\\$\\s?${AMOUNT}|(?<![\\d.,])${AMOUNT}\\s?\\$`, 'g')
  return [...text.matchAll(pattern)]
    .map((m) => parseAmount((m[1] ?? m[3]) as string, m[2] ?? m[4]))
    .filter((value): value is number => value !== undefined && value >= 100)
}

const average = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length

/**
 * The criteria after one more message: what it names replaces what was there ('and in Laval?';
 * 'also' adds places and kinds of home instead),
 * amenities add up ('with parking') or go ('sans parking'), and 'cheaper' lowers the budget by 15%
 * from the last one, or from the average price shown when there was none.
 */
export function applyTurn(base: TCriteria, turn: TTurn, shown: number[]): TCriteria {
  const next: TCriteria = { ...base }
  const { criteria } = turn
  if (turn.cleared.place) delete next.places
  if (turn.cleared.type) {
    delete next.types
    delete next.bedrooms
  }
  if (turn.cleared.moveIn) delete next.moveIn
  if (turn.cleared.price) {
    delete next.minPrice
    delete next.maxPrice
  }
  for (const key of ['moveIn', 'months', 'guests', 'sort'] as const) {
    if (criteria[key] !== undefined) Object.assign(next, { [key]: criteria[key] })
  }
  if (criteria.places) {
    const places = turn.isAddition ? [...(base.places ?? []), ...criteria.places] : criteria.places
    next.places = [...new Map(places.map((place) => [place.name, place])).values()]
  }
  // The kind of home is one choice, types and bedroom counts together: 'actually a 2-bedroom' after
  // 'a studio' drops the studio, unless it says 'also'.
  if (criteria.types || criteria.bedrooms) {
    const union = <T>(earlier: T[] | undefined, now: T[] | undefined) => {
      const all = [...new Set([...(turn.isAddition ? (earlier ?? []) : []), ...(now ?? [])])]
      return all.length > 0 ? all : undefined
    }
    next.types = union(base.types, criteria.types)
    next.bedrooms = union(base.bedrooms, criteria.bedrooms)?.sort((a, b) => a - b)
    if (!next.types) delete next.types
    if (!next.bedrooms) delete next.bedrooms
  }
  if (criteria.minPrice !== undefined || criteria.maxPrice !== undefined) {
    next.minPrice =
      criteria.minPrice ??
      (criteria.maxPrice !== undefined && (next.minPrice ?? 0) > criteria.maxPrice
        ? undefined
        : next.minPrice)
    next.maxPrice =
      criteria.maxPrice ??
      (criteria.minPrice !== undefined && (next.maxPrice ?? Infinity) < criteria.minPrice
        ? undefined
        : next.maxPrice)
  } else if (turn.relative) {
    const reference = base.maxPrice ?? (shown.length > 0 ? average(shown) : undefined)
    if (reference === undefined) next.sort = turn.relative === 'cheaper' ? 'price' : '-price'
    else if (turn.relative === 'cheaper') {
      next.maxPrice = roundDown10(reference * CHEAPER_FACTOR)
      if (next.minPrice !== undefined && next.minPrice >= next.maxPrice) delete next.minPrice
    } else {
      next.minPrice = Math.round(reference)
      delete next.maxPrice
    }
  }
  const amenities = [...new Set([...(next.amenities ?? []), ...(criteria.amenities ?? [])])].filter(
    (amenity) => !turn.removedAmenities.includes(amenity),
  )
  if (amenities.length > 0) next.amenities = amenities
  else delete next.amenities
  return next
}
