import type { TMapItem } from '@demeure/shared'

/** What a marker and its popup need; search cards and map items both have it. */
export type TMapListing = Pick<
  TMapItem,
  | 'property_id'
  | 'latitude'
  | 'longitude'
  | 'title'
  | 'title_fr'
  | 'main_photo'
  | 'address_city'
  | 'address_street'
  | 'price_per_month'
  | 'property_type'
>

export type TListingGroup = { key: string; lat: number; lng: number; listings: TMapListing[] }

/**
 * One group per point: listings at identical coordinates share one marker,
 * whose popup lists them all, cheapest first. Listings without usable coordinates are left out.
 */
export function groupByCoordinates(listings: readonly TMapListing[]): TListingGroup[] {
  const groups = new Map<string, TListingGroup>()
  for (const listing of listings) {
    const lat = Number(listing.latitude)
    const lng = Number(listing.longitude)
    if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180) continue
    const key = `${lat.toFixed(6)},${lng.toFixed(6)}`
    const group = groups.get(key)
    if (!group) groups.set(key, { key, lat, lng, listings: [listing] })
    else if (!group.listings.some((item) => item.property_id === listing.property_id))
      group.listings.push(listing)
  }
  for (const group of groups.values()) {
    group.listings.sort((a, b) => Number(a.price_per_month) - Number(b.price_per_month))
  }
  return [...groups.values()]
}
