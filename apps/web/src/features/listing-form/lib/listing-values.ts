import type { THostListing } from '@demeure/shared'

/** The create form's values. Numbers stay as typed (strings); the shared schema reads them. */
export type TListingValues = {
  title: string
  description: string
  title_fr: string
  description_fr: string
  property_type: string
  room_category: string
  address_street: string
  address_city: string
  address_state: string
  address_postal_code: string
  address_country: string
  latitude: string
  longitude: string
  price_per_month: string
  num_bedrooms: string
  num_beds: string
  num_private_bathrooms: string
  num_shared_bathrooms: string
  free_capacity: string
  additional_capacity: string
  additional_capacity_percentage: string
  amenities: string[]
  /** Up to 5 house rules, kept as added (trimmed, never empty). */
  rules: string[]
  /** The CITQ registration number as typed ('' when none); the server keeps its 6 digits. */
  citq_number: string
  availability: { start_date: string; end_date: string }[]
  photos: File[]
  video: File | null
  ownership_verification_video: File | null
}

export const ADDRESS_FIELDS = [
  'address_street',
  'address_city',
  'address_state',
  'address_postal_code',
  'address_country',
] as const
export type TAddressField = (typeof ADDRESS_FIELDS)[number]

export const NUMBER_FIELDS = [
  'price_per_month',
  'num_bedrooms',
  'num_beds',
  'num_private_bathrooms',
  'num_shared_bathrooms',
  'free_capacity',
  'additional_capacity',
  'additional_capacity_percentage',
] as const

/** Text fields sent as they are when not blank. */
export const TEXT_FIELDS = [
  'title',
  'description',
  'title_fr',
  'description_fr',
  'property_type',
  'room_category',
  ...ADDRESS_FIELDS,
  'latitude',
  'longitude',
  ...NUMBER_FIELDS,
  'citq_number',
] as const

export function emptyListing(): TListingValues {
  return {
    title: '',
    description: '',
    title_fr: '',
    description_fr: '',
    property_type: '',
    room_category: 'entire_home',
    address_street: '',
    address_city: '',
    address_state: '',
    address_postal_code: '',
    address_country: '',
    latitude: '',
    longitude: '',
    price_per_month: '',
    num_bedrooms: '',
    num_beds: '',
    num_private_bathrooms: '',
    num_shared_bathrooms: '',
    free_capacity: '',
    additional_capacity: '',
    additional_capacity_percentage: '',
    amenities: [],
    rules: [],
    citq_number: '',
    // One empty period to start with: a listing needs dates to be found by a move-in search.
    availability: [{ start_date: '', end_date: '' }],
    photos: [],
    video: null,
    ownership_verification_video: null,
  }
}

/** An existing listing in the form's shape, for the co-host panel's edit mode. */
export function listingValuesOf(listing: THostListing): TListingValues {
  return {
    ...emptyListing(),
    title: listing.title,
    description: listing.description,
    title_fr: listing.title_fr,
    description_fr: listing.description_fr,
    property_type: listing.property_type,
    room_category: listing.room_category,
    address_street: listing.address_street,
    address_city: listing.address_city,
    address_state: listing.address_state,
    address_postal_code: listing.address_postal_code,
    address_country: listing.address_country,
    latitude: listing.latitude,
    longitude: listing.longitude,
    price_per_month: listing.price_per_month,
    num_bedrooms: String(listing.num_bedrooms),
    num_beds: String(listing.num_beds),
    num_private_bathrooms: String(Number(listing.num_private_bathrooms)),
    num_shared_bathrooms: String(Number(listing.num_shared_bathrooms)),
    free_capacity: String(listing.free_capacity),
    additional_capacity: String(listing.additional_capacity),
    additional_capacity_percentage: String(Number(listing.additional_capacity_percentage)),
    amenities: listing.amenities,
    rules: listing.rules,
    citq_number: listing.citq_number ?? '',
    availability: [],
  }
}
