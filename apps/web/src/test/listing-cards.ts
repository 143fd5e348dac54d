import type { TListingCard } from '@demeure/shared'

/**
 * A listing's card as the API returns it (search results, a stay's home, a saved home): a private
 * room on the Plateau at $1,000 a month, no photo, no review. Tests change only what they are about.
 */
export function listingCardFixture(changes: Partial<TListingCard> = {}): TListingCard {
  return {
    property_id: 7,
    title: 'Bright room on the Plateau',
    property_type: 'apartment',
    room_category: 'private_room',
    address_street: '123 Rue Rachel',
    address_city: 'Montreal',
    latitude: '45.520000',
    longitude: '-73.580000',
    price_per_month: '1000.00',
    price_per_night: '33.33',
    main_photo: null,
    photos: [],
    max_guests: 2,
    num_bedrooms: 1,
    rating_avg: '0.00',
    review_count: 0,
    ...changes,
  }
}
