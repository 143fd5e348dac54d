import { COORDINATE_DECIMALS } from '@demeure/shared'
import type { TAddressField } from './listing-values.ts'

/** A Nominatim-shaped place, as the server's geocoding proxy answers. */
export type TPlace = {
  lat: string
  lon: string
  display_name: string
  address: Record<string, string>
}

/** Coordinates as the payload holds them: strings with 6 decimals. */
export function toCoordinate(value: number): string {
  return value.toFixed(COORDINATE_DECIMALS)
}

/**
 * The address fields a reverse lookup fills. Only what the place knows is returned; an empty answer means none.
 */
export function addressOf(place: Pick<TPlace, 'address'>): Partial<Record<TAddressField, string>> {
  const { address } = place
  const road = address.road ?? address.street
  const street = road ? [address.house_number, road].filter(Boolean).join(' ') : undefined
  const found: Partial<Record<TAddressField, string | undefined>> = {
    address_street: street,
    address_city: address.city ?? address.town ?? address.village,
    address_state: address.state,
    address_postal_code: address.postcode,
    address_country: address.country,
  }
  return Object.fromEntries(Object.entries(found).filter(([, value]) => value)) as Partial<
    Record<TAddressField, string>
  >
}
