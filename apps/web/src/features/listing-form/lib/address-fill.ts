import type { TAddressField } from './listing-values.ts'

/**
 * What the picker wrote in each address field and why: the host's own words, read back from their
 * search ('host'), or a guess from where the pin went ('guess').
 */
export type TFilled = Partial<Record<TAddressField, { value: string; source: 'host' | 'guess' }>>

type TFill = {
  /** The fields the lookup found. */
  found: Partial<Record<TAddressField, string>>
  /** The fields as they are now. */
  current: Record<TAddressField, string>
  /** What earlier lookups wrote. */
  filled: TFilled
  /** The host's search, for a search; absent for a click on the map. */
  term?: string
}

const compact = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '')

/**
 * The values a lookup writes (docs/product-rules.md, "Addresses"). A field the host typed, or that
 * the listing already had, is never replaced: only an empty field, or one holding what an earlier
 * lookup wrote and the host left alone. A click on the map replaces only earlier guesses; a search
 * also replaces what an earlier search read from the host's words. Of a search's answer, the street
 * line and whatever the host typed in the search (a postal code, a city) count as the host's words.
 */
export function fillFromLookup({ found, current, filled, term }: TFill): {
  values: Partial<Record<TAddressField, string>>
  filled: TFilled
} {
  const values: Partial<Record<TAddressField, string>> = {}
  const next: TFilled = { ...filled }
  for (const [name, value] of Object.entries(found) as [TAddressField, string][]) {
    const now = current[name].trim()
    const earlier = filled[name]
    const isFree =
      now === '' || (earlier?.value === current[name] && (earlier.source === 'guess' || term !== undefined))
    if (!isFree) continue
    const isHostWords =
      term !== undefined && (name === 'address_street' || compact(term).includes(compact(value)))
    values[name] = value
    next[name] = { value, source: isHostWords ? 'host' : 'guess' }
  }
  return { values, filled: next }
}
