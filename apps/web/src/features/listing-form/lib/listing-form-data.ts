import { TEXT_FIELDS, type TListingValues } from './listing-values.ts'
import { maxGuestsOf } from './max-guests.ts'

type TMode = 'create' | 'edit'

/**
 * The text fields as sent, trimmed, max_guests derived (the server derives it too). A new listing
 * leaves blanks out; an edit sends them, because the
 * server keeps every field it is not sent.
 */
export function listingFields(values: TListingValues, mode: TMode = 'create') {
  const fields: Record<string, string | string[]> = {}
  for (const name of TEXT_FIELDS) {
    const value = values[name].trim()
    if (value !== '' || mode === 'edit') fields[name] = value
  }
  fields.max_guests = String(maxGuestsOf(values.free_capacity, values.additional_capacity))
  fields.amenities = values.amenities
  fields.rules = values.rules
  return fields
}

/**
 * The multipart body: of POST /api/properties/ or of
 * PATCH /api/host-properties/{id}/ (new photos are added, a new video replaces the old one).
 */
export function listingFormData(values: TListingValues, mode: TMode = 'create'): FormData {
  const body = new FormData()
  for (const [name, value] of Object.entries(listingFields(values, mode))) {
    const items = [value].flat()
    // An empty list is sent as one blank value: multipart has no other way to say "none".
    for (const item of items.length > 0 ? items : ['']) body.append(name, item)
  }
  if (mode === 'create') body.append('availability', JSON.stringify(values.availability))
  for (const photo of values.photos) body.append('photos', photo, photo.name)
  if (values.video) body.append('video', values.video, values.video.name)
  const ownership = values.ownership_verification_video
  if (mode === 'create' && ownership) body.append('ownership_verification_video', ownership, ownership.name)
  return body
}
