import {
  AMENITIES,
  CREATE_LISTING_TYPES,
  ROOM_CATEGORIES,
  SEARCH_LISTING_TYPES,
} from '@demeure/shared/zod-free'
import { useTranslation } from 'react-i18next'
import type en from '../locales/en.json'
import { cityKey } from './catalogue-keys.ts'

type TCityKey = keyof (typeof en)['cities']
type TPlaceKey = keyof (typeof en)['places']

const SEARCH_TYPES: readonly string[] = [...SEARCH_LISTING_TYPES, 'single_room']

function isOneOf<T extends string>(list: readonly T[], value: string): value is T {
  return (list as readonly string[]).includes(value)
}

/**
 * Labels of the shared lists in the reader's language. A value the catalogue does not know
 * (e.g. a city typed freely) is shown as it is rather than as a raw key.
 */
export function useCatalogueLabels() {
  const { t, i18n } = useTranslation()
  return {
    listingType(type: string): string {
      if (isOneOf(SEARCH_TYPES as readonly (keyof (typeof en)['listingTypes'])[], type))
        return t(`listingTypes.${type}`)
      if (isOneOf(CREATE_LISTING_TYPES, type)) return t(`createListingTypes.${type}`)
      return type
    },
    amenity(amenity: string): string {
      return isOneOf(AMENITIES, amenity) ? t(`amenities.${amenity}`) : amenity
    },
    roomCategory(category: string): string {
      return isOneOf(ROOM_CATEGORIES, category) ? t(`roomCategories.${category}`) : category
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
