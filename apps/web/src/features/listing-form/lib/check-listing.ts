import { makeListingFieldsSchema, type TIssueMessage } from '@demeure/shared'
import { isBlank, issue, schemaIssues, type TFormCheck } from '../../../lib/form-check.ts'
import { listingFields } from './listing-form-data.ts'
import type { TListingValues } from './listing-values.ts'
import { maxGuestsOf } from './max-guests.ts'

/** Spec §5 "Create form, checked on submit": these say 'This field is required.' when blank. */
const REQUIRED = [
  'title',
  'description',
  'address_street',
  'address_city',
  'address_state',
  'address_postal_code',
  'address_country',
  'property_type',
  'price_per_month',
  'free_capacity',
  'additional_capacity',
  'additional_capacity_percentage',
] as const

/**
 * The browser's check before the terms modal: the spec's required fields and location first, then
 * everything the shared schema (the server's own) finds, then max guests and the verification video.
 * `today` is Montreal's date (YYYY-MM-DD): no period may start or end before it. The edit form
 * checks the same fields, without the periods and the ownership video.
 */
export function checkListing(
  values: TListingValues,
  today: string,
  mode: 'create' | 'edit' = 'create',
): TFormCheck {
  const fields: Record<string, TIssueMessage> = {}
  for (const name of REQUIRED) if (isBlank(values[name])) fields[name] = issue('validation.required')
  if (isBlank(values.latitude) || isBlank(values.longitude))
    fields.latitude = issue('listing.locationRequired')

  // An edit leaves the periods alone: reserved dates are changed one by one, beside the form.
  const found = schemaIssues(makeListingFieldsSchema(today), {
    ...listingFields(values),
    availability: mode === 'create' ? values.availability : [],
  })
  for (const [name, message] of Object.entries(found)) {
    // Both coordinates are one choice on the map: their message shows once, under it.
    fields[name === 'longitude' ? 'latitude' : name] ??= message
  }

  const maxGuests = maxGuestsOf(values.free_capacity, values.additional_capacity)
  if (maxGuests < 0) fields.max_guests = issue('listing.maxGuestsNumber')
  else if (maxGuests === 0) fields.max_guests = issue('listing.maxGuestsPositive')

  // The ownership video is given once, with the new listing.
  if (mode === 'create' && !values.ownership_verification_video)
    fields.ownership_verification_video = issue('validation.required')
  return { fields }
}
