import { describe, expect, it } from 'vitest'
import { fillFromLookup, type TFilled } from './address-fill.ts'
import type { TAddressField } from './listing-values.ts'

const empty: Record<TAddressField, string> = {
  address_street: '',
  address_city: '',
  address_state: '',
  address_postal_code: '',
  address_country: '',
}

describe('what a lookup writes in the address fields', () => {
  it('fills empty fields, and never one the host typed', () => {
    const { values } = fillFromLookup({
      found: {
        address_street: '845 Rue Sherbrooke Ouest',
        address_city: 'Montréal',
        address_postal_code: 'H3A',
      },
      current: { ...empty, address_street: '3450 rue University', address_postal_code: 'H3A 0G4' },
      filled: {},
    })
    expect(values).toEqual({ address_city: 'Montréal' })
  })

  it('lets a click replace its own guesses, but not the street line a search read from the host', () => {
    const search = fillFromLookup({
      found: { address_street: '3450 Rue University', address_city: 'Montréal', address_postal_code: 'H3A' },
      current: empty,
      filled: {},
      term: '3450 rue University',
    })
    expect(search.values).toEqual({
      address_street: '3450 Rue University',
      address_city: 'Montréal',
      address_postal_code: 'H3A',
    })
    const click = fillFromLookup({
      found: {
        address_street: '845 Rue Sherbrooke Ouest',
        address_city: 'Laval',
        address_postal_code: 'H7N',
      },
      current: { ...empty, ...search.values },
      filled: search.filled,
    })
    expect(click.values).toEqual({ address_city: 'Laval', address_postal_code: 'H7N' })
  })

  it('keeps a postal code typed in the search over a click’s guess, and lets a new search replace the last', () => {
    const search = fillFromLookup({
      found: { address_street: '5333 Avenue Casgrain', address_postal_code: 'H2T 1S1' },
      current: empty,
      filled: {},
      term: '5333 Avenue Casgrain h2t1s1',
    })
    const click = fillFromLookup({
      found: { address_postal_code: 'H2V' },
      current: { ...empty, ...search.values },
      filled: search.filled,
    })
    expect(click.values).toEqual({})
    const again = fillFromLookup({
      found: { address_street: '4100 Rue Saint-Denis', address_postal_code: 'H2W' },
      current: { ...empty, ...search.values },
      filled: search.filled,
      term: '4100 Rue Saint-Denis',
    })
    expect(again.values).toEqual({ address_street: '4100 Rue Saint-Denis', address_postal_code: 'H2W' })
  })

  it('treats a filled value the host then edited as the host’s own', () => {
    const filled: TFilled = { address_street: { value: '100 Rue Wellington', source: 'guess' } }
    const { values } = fillFromLookup({
      found: { address_street: '4500 Rue Wellington' },
      current: { ...empty, address_street: '100 Rue Wellington, app. 2' },
      filled,
      term: 'Verdun',
    })
    expect(values).toEqual({})
  })
})
