import type { AMENITIES } from '@demeure/shared'
import type { DEMO_TYPES } from './demo-titles.ts'
import type { TRandom } from './random.ts'

export type TAmenity = (typeof AMENITIES)[number]
type TDemoType = (typeof DEMO_TYPES)[number]

/** The rooms, beds and capacity of one demo home: the facts its texts and photos must agree with. */
export type TDemoRooms = {
  /** 0 for a studio (one open room), 1 for a private room (the room rented). */
  bedrooms: number
  beds: number
  privateBathrooms: number
  sharedBathrooms: number
  freeCapacity: number
  additionalCapacity: number
  maxGuests: number
}

/** Bedrooms by kind of home: a studio has none, a house a few; 1, 2 or 3 for flats (1 most often). */
function bedroomsFor(random: TRandom, kind: TDemoType): number {
  if (kind.roomCategory === 'private_room') return 1
  switch (kind.type) {
    case 'studio':
      return 0
    case 'other':
      return 1
    case 'house':
    case 'townhouse':
      return random.pick([2, 3, 3, 4])
    case 'guest_house':
    case 'cabin_cottage':
      return random.pick([1, 1, 2])
    default:
      return random.pick([1, 1, 1, 2, 2, 3])
  }
}

/**
 * Plausible counts (docs/product-rules.md, "Demo catalogue"): a studio has no bedroom and one
 * bathroom; a home sleeps at least one guest per bedroom and at most two per bed; it has at most one
 * bathroom more than bedrooms. Maximum guests = free + additional capacity, as for any listing.
 */
export function demoRooms(random: TRandom, kind: TDemoType): TDemoRooms {
  const bedrooms = bedroomsFor(random, kind)
  const isRoom = kind.roomCategory === 'private_room'
  // A sofa bed now and then in a larger home; never in a rented room.
  const beds = Math.max(1, bedrooms) + (!isRoom && bedrooms >= 1 && random.chance(0.25) ? 1 : 0)
  const sleeps = Math.max(1, bedrooms)
  // Two a bed at most, and no more than two a bedroom plus one on the sofa bed.
  const most = Math.min(2 * beds, 2 * sleeps + 1)
  const freeCapacity = isRoom ? 1 : random.int(sleeps, Math.min(most, sleeps + 2))
  const additionalCapacity = freeCapacity < most && random.chance(0.5) ? 1 : 0
  const privateBathrooms = isRoom
    ? 0
    : bedrooms <= 1
      ? 1
      : random.pick(bedrooms >= 3 ? [1.5, 2, 2, 2.5] : [1, 1, 1.5, 2])
  return {
    bedrooms,
    beds,
    privateBathrooms,
    sharedBathrooms: isRoom ? 1 : 0,
    freeCapacity,
    additionalCapacity,
    maxGuests: freeCapacity + additionalCapacity,
  }
}

/**
 * What a furnished home has: every demo home is "Fully Furnished" (Demeure rents furnished homes,
 * docs/product-rules.md), none "Semi Furnished"; the essentials of a lived-in home, then extras
 * drawn per home. Cooling and parking each come in one kind at most.
 */
export function demoAmenities(random: TRandom, kind: TDemoType, rooms: TDemoRooms): TAmenity[] {
  const has: TAmenity[] = ['Fully Furnished', 'Pillows & Bedding', 'Heating', 'Fridge', 'Closet']
  const maybe = (amenity: TAmenity, chance: number) => {
    if (random.chance(chance)) has.push(amenity)
  }
  maybe('Wi-Fi', 0.85)
  maybe('Stove/Oven', 0.9)
  maybe('Basic cookware', 0.85)
  maybe('Curtains/Blinds', 0.8)
  maybe('Desk & chair', kind.roomCategory === 'private_room' || kind.type === 'studio' ? 0.9 : 0.55)
  maybe('Seating', 0.5)
  maybe('Towel hooks', 0.4)
  maybe('Smart TV', 0.35)
  maybe('Bathtub', rooms.privateBathrooms + rooms.sharedBathrooms >= 1 ? 0.45 : 0)
  maybe('Cleaning supplies', 0.35)
  maybe('First Aid Kit', 0.3)
  maybe('Fire Extinguisher', 0.35)
  maybe('Student-Friendly', 0.45)
  maybe('Shared Balcony', 0.2)
  if (kind.roomCategory === 'private_room') has.push('Door Lock')
  else maybe('Door Lock', 0.15)
  if (kind.type === 'serviced_apartment') has.push('Cleaning Service')
  else maybe('Cleaning Service', 0.08)
  const cooling = random.next()
  if (cooling < 0.3) has.push('Cooling (AC)')
  else if (cooling < 0.55) has.push('Cooling (Portable/Ceiling Fans)')
  const parking = random.next()
  if (parking < 0.2) has.push('Private Parking')
  else if (parking < 0.45) has.push('Street Parking')
  return has
}
