/** Keys of the catalogue's fixed lists. Labels live in the web catalogues. */

export const LANGUAGES = ['en', 'fr'] as const
export type TLanguage = (typeof LANGUAGES)[number]
export const DEFAULT_LANGUAGE: TLanguage = 'en'

export const USER_TYPES = ['guest', 'co-host', 'admin'] as const
export type TUserType = (typeof USER_TYPES)[number]

/** Listing types offered by the search dropdown, in the spec's order and spelling. */
export const SEARCH_LISTING_TYPES = [
  'suite',
  'apartment',
  'house',
  'guest_house',
  'cabin_cottage',
  'serviced_apartment',
  'camper_and_rvs',
  'Office',
  'private_room',
] as const

/** Listing types offered by the create form. */
export const CREATE_LISTING_TYPES = ['apartment', 'house', 'condo', 'townhouse', 'studio', 'other'] as const

/** Every type a listing may have: the search list and the create form's list together. */
export const LISTING_TYPES = [...new Set([...SEARCH_LISTING_TYPES, ...CREATE_LISTING_TYPES])] as [
  string,
  ...string[],
]

export const LISTING_STATUSES = ['pending_review', 'published', 'rejected', 'archived'] as const
export type TListingStatus = (typeof LISTING_STATUSES)[number]

export const ROOM_CATEGORIES = ['entire_home', 'private_room', 'shared_room'] as const

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
