import type { TListingFields } from '@demeure/shared'
import type { TListingChanges } from './repository.ts'

/** The listing form's fields as table columns (money in cents, decimals as strings). */
export const toColumns = (fields: TListingFields): TListingChanges => ({
  title: fields.title,
  description: fields.description,
  titleFr: fields.title_fr || null,
  descriptionFr: fields.description_fr || null,
  propertyType: fields.property_type,
  roomCategory: fields.room_category,
  addressStreet: fields.address_street,
  addressCity: fields.address_city,
  addressState: fields.address_state,
  addressPostalCode: fields.address_postal_code,
  addressCountry: fields.address_country,
  latitude: fields.latitude,
  longitude: fields.longitude,
  pricePerMonthCents: fields.price_per_month,
  maxGuests: fields.max_guests,
  freeCapacity: fields.free_capacity,
  additionalCapacity: fields.additional_capacity,
  additionalCapacityPercentage: fields.additional_capacity_percentage.toFixed(2),
  numBedrooms: fields.num_bedrooms,
  numBeds: fields.num_beds,
  numPrivateBathrooms: String(fields.num_private_bathrooms),
  numSharedBathrooms: String(fields.num_shared_bathrooms),
  amenities: fields.amenities,
  rules: fields.rules,
  citqNumber: fields.citq_number,
})
