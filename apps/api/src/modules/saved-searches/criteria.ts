import { searchQueryOfCriteria, type TSavedSearchCriteria } from '@demeure/shared'
import { amenityMaskOf, dayNumber, placeKeyOf, typeMaskOf } from '../search/index.ts'
import type { TPrefilterColumns } from './repository.ts'

/** The indexed copy of a search's narrowest filters, read by the listing-change prefilter. */
export function prefilterOf(criteria: TSavedSearchCriteria): TPrefilterColumns {
  const query = searchQueryOfCriteria(criteria)
  const cents = (dollars: number | undefined) => (dollars === undefined ? null : Math.round(dollars * 100))
  return {
    placeKey: placeKeyOf(query),
    minPriceCents: cents(query.min_price),
    maxPriceCents: cents(query.max_price),
    bboxWest: query.bbox?.west ?? null,
    bboxSouth: query.bbox?.south ?? null,
    bboxEast: query.bbox?.east ?? null,
    bboxNorth: query.bbox?.north ?? null,
    moveInDay: query.move_in ? dayNumber(query.move_in) : null,
    typeMask: query.type.length > 0 ? typeMaskOf(query.type) : null,
    amenityMask: query.amenities.length > 0 ? amenityMaskOf(query.amenities) : null,
    guests: query.guests ?? null,
  }
}
