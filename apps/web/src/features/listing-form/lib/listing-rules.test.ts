import { describe, expect, it } from 'vitest'
import { checkListing } from './check-listing.ts'
import { checkPhotos, checkVideo } from './check-media.ts'
import { addressOf, toCoordinate } from './geocode-place.ts'
import { listingFormData } from './listing-form-data.ts'
import { emptyListing, type TListingValues } from './listing-values.ts'
import { maxGuestsOf } from './max-guests.ts'

const TODAY = '2026-03-10'
const MB = 1024 * 1024

function file(name: string, size = 10, type = 'application/octet-stream'): File {
  return new File([new Uint8Array(size)], name, { type })
}

function validListing(): TListingValues {
  return {
    ...emptyListing(),
    title: 'Bright studio',
    description: 'Close to the metro.',
    property_type: 'studio',
    address_street: '10 Rue Rachel Est',
    address_city: 'Montréal',
    address_state: 'Québec',
    address_postal_code: 'H2W 1A1',
    address_country: 'Canada',
    latitude: '45.520000',
    longitude: '-73.580000',
    price_per_month: '1200.50',
    free_capacity: '1',
    additional_capacity: '1',
    additional_capacity_percentage: '0.2',
    availability: [{ start_date: '2026-04-01', end_date: '2026-09-30' }],
    ownership_verification_video: file('keys.mp4'),
  }
}

const keysOf = (fields: Record<string, { key: string }>) =>
  Object.fromEntries(Object.entries(fields).map(([name, found]) => [name, found.key]))

describe('create form check', () => {
  it('passes a complete listing', () => {
    expect(checkListing(validListing(), TODAY)).toEqual({ fields: {} })
  })

  it('says what an empty submit lacks, with the spec texts', () => {
    expect(keysOf(checkListing(emptyListing(), TODAY).fields)).toEqual({
      title: 'validation.required',
      description: 'validation.required',
      address_street: 'validation.required',
      address_city: 'validation.required',
      address_state: 'validation.required',
      address_postal_code: 'validation.required',
      address_country: 'validation.required',
      property_type: 'validation.required',
      price_per_month: 'validation.required',
      free_capacity: 'validation.required',
      additional_capacity: 'validation.required',
      additional_capacity_percentage: 'validation.required',
      latitude: 'listing.locationRequired',
      max_guests: 'listing.maxGuestsPositive',
      'availability.0.start_date': 'listing.startRequired',
      'availability.0.end_date': 'listing.endRequired',
      ownership_verification_video: 'validation.required',
    })
  })

  it('gives each number its own message', () => {
    const found = keysOf(
      checkListing(
        {
          ...validListing(),
          price_per_month: 'NaN',
          num_bedrooms: '-1',
          num_beds: '-1',
          num_private_bathrooms: '-0.5',
          num_shared_bathrooms: '-1',
          free_capacity: '-2',
          additional_capacity: '1',
          additional_capacity_percentage: '-0.1',
        },
        TODAY,
      ).fields,
    )
    expect(found).toMatchObject({
      price_per_month: 'listing.priceNumber',
      num_bedrooms: 'listing.bedroomsNonNegative',
      num_beds: 'listing.bedsNonNegative',
      num_private_bathrooms: 'listing.privateBathroomsNonNegative',
      num_shared_bathrooms: 'listing.sharedBathroomsNonNegative',
      free_capacity: 'listing.freeCapacityNonNegative',
      additional_capacity_percentage: 'listing.additionalPercentageNonNegative',
      max_guests: 'listing.maxGuestsNumber',
    })
  })

  it('checks each period against today and its start', () => {
    const found = keysOf(
      checkListing(
        {
          ...validListing(),
          availability: [
            { start_date: '2026-03-01', end_date: '2026-03-05' },
            { start_date: '2026-05-01', end_date: '2026-04-01' },
          ],
        },
        TODAY,
      ).fields,
    )
    expect(found).toEqual({
      'availability.0.start_date': 'listing.startPast',
      'availability.0.end_date': 'listing.endPast',
      'availability.1.end_date': 'listing.endAfterStart',
    })
  })

  it('does not ask an edit for periods or the ownership video', () => {
    const edited = { ...validListing(), availability: [], ownership_verification_video: null }
    expect(checkListing(edited, TODAY, 'edit')).toEqual({ fields: {} })
    expect(keysOf(checkListing(edited, TODAY).fields)).toEqual({
      ownership_verification_video: 'validation.required',
    })
  })
})

describe('max guests', () => {
  it('is free plus additional capacity, each a whole number, 0 when blank', () => {
    expect(maxGuestsOf('2', '3')).toBe(5)
    expect(maxGuestsOf('', '')).toBe(0)
    expect(maxGuestsOf('2.7', 'x')).toBe(2)
  })
})

describe('media checks', () => {
  it('keeps valid photos and names each dropped one', () => {
    const { valid, problems } = checkPhotos([
      file('a.JPG'),
      file('b.gif'),
      file('c.png', 2 * MB + 1),
      file('d.jpeg', 2 * MB),
    ])
    expect(valid.map((photo) => photo.name)).toEqual(['a.JPG', 'd.jpeg'])
    expect(problems).toEqual([
      { key: 'listing.photoType', params: { file: 'b.gif' } },
      { key: 'listing.photoSize', params: { file: 'c.png' } },
    ])
  })

  it('checks both videos with their own messages', () => {
    expect(checkVideo(file('tour.MOV'), 'video')).toBeNull()
    expect(checkVideo(file('tour.wmv'), 'video')?.key).toBe('listing.videoType')
    expect(checkVideo(file('tour.mp4', 15 * MB + 1), 'video')?.key).toBe('listing.videoSize')
    expect(checkVideo(file('keys'), 'ownership_verification_video')?.key).toBe(
      'listing.verificationVideoType',
    )
    expect(checkVideo(file('keys.mkv', 15 * MB + 1), 'ownership_verification_video')?.key).toBe(
      'listing.verificationVideoSize',
    )
  })
})

describe('payload', () => {
  it('sends a new listing in one multipart body, blanks left out', () => {
    const values = {
      ...validListing(),
      amenities: ['Wi-Fi', 'Heating'],
      rules: ['No parties'],
      photos: [file('a.png'), file('b.png')],
      video: file('tour.mp4'),
    }
    const body = listingFormData(values)
    expect(body.get('title')).toBe('Bright studio')
    expect(body.get('max_guests')).toBe('2')
    expect(body.has('num_bedrooms')).toBe(false)
    expect(body.getAll('amenities')).toEqual(['Wi-Fi', 'Heating'])
    expect(body.getAll('rules')).toEqual(['No parties'])
    expect(JSON.parse(body.get('availability') as string)).toEqual(values.availability)
    expect(body.getAll('photos')).toHaveLength(2)
    expect((body.get('video') as File).name).toBe('tour.mp4')
    expect((body.get('ownership_verification_video') as File).name).toBe('keys.mp4')
  })

  it('sends every field of an edit, empty lists as one blank, and no periods or ownership video', () => {
    const body = listingFormData({ ...validListing(), amenities: [], rules: [] }, 'edit')
    expect(body.get('num_bedrooms')).toBe('')
    expect(body.getAll('amenities')).toEqual([''])
    expect(body.getAll('rules')).toEqual([''])
    expect(body.has('availability')).toBe(false)
    expect(body.has('ownership_verification_video')).toBe(false)
  })
})

describe('geocoding', () => {
  it('reads a Nominatim address', () => {
    expect(
      addressOf({
        address: {
          house_number: '4521',
          road: 'Rue Saint-Denis',
          town: 'Montréal',
          state: 'Québec',
          postcode: 'H2J 2L4',
          country: 'Canada',
        },
      }),
    ).toEqual({
      address_street: '4521 Rue Saint-Denis',
      address_city: 'Montréal',
      address_state: 'Québec',
      address_postal_code: 'H2J 2L4',
      address_country: 'Canada',
    })
  })

  it('returns only what the place knows (the offline gazetteer has no street)', () => {
    expect(addressOf({ address: { city: 'Montréal', state: 'Québec', country: 'Canada' } })).toEqual({
      address_city: 'Montréal',
      address_state: 'Québec',
      address_country: 'Canada',
    })
    expect(addressOf({ address: {} })).toEqual({})
  })

  it('holds coordinates with 6 decimals', () => {
    expect(toCoordinate(45.5)).toBe('45.500000')
    expect(toCoordinate(-73.1234567)).toBe('-73.123457')
  })
})
