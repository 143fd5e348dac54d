import { describe, expect, it } from 'vitest'
import { fieldIssues } from '../messages/zod-issues.ts'
import { makeListingFieldsSchema } from './listing.ts'

const today = '2026-11-22'
const schema = makeListingFieldsSchema(today)
const valid = {
  title: 'Sunny room on the Plateau',
  description: 'Bright furnished room near Mont-Royal metro.',
  property_type: 'apartment',
  address_street: '4321 Rue Saint-Denis',
  address_city: 'Montréal',
  address_state: 'QC',
  address_postal_code: 'H2J 2K9',
  address_country: 'Canada',
  latitude: '45.5231234',
  longitude: '-73.58',
  price_per_month: '1150.50',
  max_guests: '99',
  free_capacity: '2',
  additional_capacity: '1',
  additional_capacity_percentage: '0.25',
  num_private_bathrooms: '1.5',
  amenities: ['Wi-Fi', 'Heating'],
  rules: ['  No parties ', '', 'Shoes off'],
  availability: JSON.stringify([{ start_date: '2026-12-01', end_date: '2027-06-30' }]),
}

const errorsOf = (input: object) => {
  const result = schema.safeParse(input)
  if (result.success) return {}
  return Object.fromEntries(Object.entries(fieldIssues(result.error)).map(([k, v]) => [k, v.key]))
}

describe('listing create fields', () => {
  it('refuses contact details in either title, names the field, and keeps checking the rest', () => {
    expect(
      errorsOf({
        ...valid,
        title: 'Sunny room, call 514-555-0199',
        title_fr: 'Chambre ensoleillée, écrivez à jean at gmail dot com',
        description: 'A deposit of one month is required.',
      }),
    ).toEqual({
      title: 'listing.titleContact',
      title_fr: 'listing.titleContact',
      description: 'listing.depositDemand',
    })
    // Numbers that are not contacts stay: a price, a civic number, a room count.
    expect(errorsOf({ ...valid, title: '2 bedrooms at 4321 Saint-Denis, $1,150' })).toEqual({})
  })

  it('normalizes a valid form: cents, 6-decimal coordinates, derived max_guests, trimmed rules', () => {
    const parsed = schema.parse(valid)
    expect(parsed).toMatchObject({
      price_per_month: 115050,
      latitude: '45.523123',
      longitude: '-73.580000',
      max_guests: 3,
      num_private_bathrooms: 1.5,
      num_bedrooms: 0,
      rules: ['No parties', 'Shoes off'],
      room_category: 'entire_home',
      availability: [{ start_date: '2026-12-01', end_date: '2027-06-30' }],
    })
  })

  it("gives the spec's message for each rule", () => {
    expect(
      errorsOf({
        ...valid,
        title: '',
        latitude: '',
        price_per_month: 'abc',
        num_bedrooms: '-1',
        free_capacity: '0',
        additional_capacity: '0',
        rules: ['a', 'b', 'c', 'd', 'e', 'f'],
      }),
    ).toEqual({
      title: 'validation.required',
      latitude: 'listing.locationRequired',
      price_per_month: 'listing.priceNumber',
      num_bedrooms: 'listing.bedroomsNonNegative',
      rules: 'listing.maxRules',
    })
    expect(errorsOf({ ...valid, free_capacity: '0', additional_capacity: '0' })).toEqual({
      max_guests: 'listing.maxGuestsPositive',
    })
  })

  it('checks every availability period against today', () => {
    const periods = [
      { start_date: '', end_date: '' },
      { start_date: '2026-11-01', end_date: '2026-11-10' },
      { start_date: '2027-02-01', end_date: '2027-01-01' },
    ]
    expect(errorsOf({ ...valid, availability: JSON.stringify(periods) })).toEqual({
      'availability.0.start_date': 'listing.startRequired',
      'availability.0.end_date': 'listing.endRequired',
      'availability.1.start_date': 'listing.startPast',
      'availability.1.end_date': 'listing.endPast',
      'availability.2.end_date': 'listing.endAfterStart',
    })
    expect(errorsOf({ ...valid, availability: '[{' })).toEqual({ availability: 'listing.availabilityJson' })
  })
})
