import type { TPlaceCount } from '@demeure/shared'
import { DEFAULT_LOCATIONS, foldText } from '@demeure/shared/zod-free'
import { placeKey } from '../../../lib/place-counts.ts'

/**
 * The default suggestions in the spec's order (§9). The spec names London twice; a list showing
 * the same city twice looks broken, so the second one is dropped.
 */
export const LOCATION_OPTIONS: readonly string[] = [...new Set(DEFAULT_LOCATIONS)]

/**
 * The options whose name or shown label contains the text, ignoring case and accents,
 * so 'quebec' finds 'Québec' in French.
 */
export function filterLocations(
  options: readonly string[],
  text: string,
  labelOf: (name: string) => string,
): string[] {
  const query = foldText(text)
  if (!query) return [...options]
  return options.filter((name) => foldText(name).includes(query) || foldText(labelOf(name)).includes(query))
}

/**
 * The Where list: the default suggestions in their order, then the places with homes they lack
 * (Laval, Brossard, neighbourhoods of Montréal…), most homes first as the API gives them.
 */
export function whereOptions(places: readonly TPlaceCount[] | undefined): string[] {
  const known = new Set(LOCATION_OPTIONS.map(placeKey))
  const added = (places ?? []).filter((place) => !known.has(placeKey(place.name)))
  return [
    ...LOCATION_OPTIONS,
    ...added.filter((place) => place.kind === 'city').map((place) => place.name),
    ...added.filter((place) => place.kind === 'neighbourhood').map((place) => place.name),
  ]
}
