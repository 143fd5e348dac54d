import { AMENITIES, LISTING_TYPES, ROOM_CATEGORIES } from '@demeure/shared/zod-free'
import { useTranslation } from 'react-i18next'
import type en from '../locales/en.json'
import { cityKey } from './catalogue-keys.ts'

type TCityKey = keyof (typeof en)['cities']
type TPlaceKey = keyof (typeof en)['places']

function isOneOf<T extends string>(list: readonly T[], value: string): value is T {
  return (list as readonly string[]).includes(value)
}

/**
 * Labels of the shared lists in the reader's language. A value the catalogue does not know
 * (e.g. a city typed freely) is shown as it is rather than as a raw key.
 */
export function useCatalogueLabels() {
  const { t, i18n } = useTranslation()
  /** A home type, or a value of the type filter: 'private_room' is a room category there. */
  const listingType = (type: string): string => {
    if (isOneOf(LISTING_TYPES, type)) return t(`listingTypes.${type}`)
    return roomCategory(type)
  }
  const roomCategory = (category: string): string =>
    isOneOf(ROOM_CATEGORIES, category) ? t(`roomCategories.${category}`) : category
  return {
    listingType,
    roomCategory,
    /**
     * What a card says a listing is: its home type, and its room category unless it is the whole
     * home ('Apartment · Private room'), since "Private room" finds rooms of every home type.
     */
    homeKind(listing: { property_type: string; room_category: string }): string {
      const type = listingType(listing.property_type)
      return listing.room_category === 'entire_home'
        ? type
        : `${type} · ${roomCategory(listing.room_category)}`
    },
    amenity(amenity: string): string {
      return isOneOf(AMENITIES, amenity) ? t(`amenities.${amenity}`) : amenity
    },
    /** A Montreal neighbourhood's name in the reader's language ('Old Montreal' → 'Vieux-Montréal'). */
    place(name: string): string {
      const key = cityKey(name)
      return i18n.exists(`places.${key}`) ? t(`places.${key as TPlaceKey}`) : name
    },
    /** A default location's label ('new york' → 'New York'), or the text itself. */
    city(name: string): string {
      const key = cityKey(name)
      return i18n.exists(`cities.${key}`) ? t(`cities.${key as TCityKey}`) : name
    },
  }
}
