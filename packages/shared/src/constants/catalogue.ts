/** Keys of the catalogue's fixed lists. Labels live in the web catalogues. */

export const LANGUAGES = ['en', 'fr'] as const
export type TLanguage = (typeof LANGUAGES)[number]
export const DEFAULT_LANGUAGE: TLanguage = 'en'

export const USER_TYPES = ['guest', 'co-host', 'admin'] as const
export type TUserType = (typeof USER_TYPES)[number]

/**
 * The home types: one list for the host form, the search filter, the room finder, the map and
 * the database (docs/product-rules.md, "Home types"). The spec's two lists meet here: its create
 * form's types and its filter's homes; offices and campers are not homes rented by the month.
 */
export const LISTING_TYPES = [
  'apartment',
  'studio',
  'condo',
  'suite',
  'serviced_apartment',
  'house',
  'townhouse',
  'guest_house',
  'cabin_cottage',
  'other',
] as const
export type TListingType = (typeof LISTING_TYPES)[number]

export const ROOM_CATEGORIES = ['entire_home', 'private_room', 'shared_room'] as const

/**
 * What the search's `type` filter accepts, in the order the filter shows: every home type, then
 * "Private room", which the spec lists among the types but is a room category: it finds the
 * listings whose `room_category` is `private_room`, whatever their home type.
 */
export const ROOM_TYPE_FILTER = 'private_room' satisfies (typeof ROOM_CATEGORIES)[number]
export const TYPE_FILTERS = [...LISTING_TYPES, ROOM_TYPE_FILTER] as const
export type TTypeFilter = (typeof TYPE_FILTERS)[number]

export const LISTING_STATUSES = ['pending_review', 'published', 'rejected', 'archived'] as const
export type TListingStatus = (typeof LISTING_STATUSES)[number]

export const AMENITIES = [
  'Curtains/Blinds',
  'Pillows & Bedding',
  'Semi Furnished',
  'Street Parking',
  'Private Parking',
  'First Aid Kit',
  'Fire Extinguisher',
  'Closet',
  'Cooling (Portable/Ceiling Fans)',
  'Cooling (AC)',
  'Heating',
  'Desk & chair',
  'Stove/Oven',
  'Fridge',
  'Seating',
  'Towel hooks',
  'Bathtub',
  'Cleaning supplies',
  'Basic cookware',
  'Cleaning Service',
  'Shared Balcony',
  'Student-Friendly',
  'Fully Furnished',
  'Door Lock',
  'Smart TV',
  'Wi-Fi',
] as const

/** Default location suggestions, in the spec's order (London appears twice in the spec). */
export const DEFAULT_LOCATIONS = [
  'new york',
  'London',
  'Montreal',
  'Toronto',
  'Vancouver',
  'Calgary',
  'Ottawa',
  'Edmonton',
  'Quebec City',
  'Winnipeg',
  'Halifax',
  'Victoria',
  'Hamilton',
  'Kitchener',
  'London',
  'Saskatoon',
  'Regina',
  "St. John's",
  'Windsor',
  'Kelowna',
  'Sherbrooke',
  'Barrie',
] as const

/** The house rules every guest sees. */
export const HOUSE_RULES = ['noSmoking', 'noPets', 'quietHours', 'checkOut', 'damageCharged'] as const
