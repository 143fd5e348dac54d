import type { z } from 'zod'
import type { TReview } from '../schemas/booking.ts'
import type { TPage, TPublicConfig } from '../schemas/common.ts'
import type { TAvailability, TAvailabilityWrite, THostListing, ZPhoto } from '../schemas/listing.ts'
import type {
  TListingCard,
  TListingDetail,
  TMapItem,
  TMapView,
  TPlaceCount,
  TQuoteWire,
} from '../schemas/search.ts'
import { endpoint, shape } from './endpoint.ts'
import type { TLooseQuery, TMultipart, TPageQuery } from './query.ts'

type TStayQuery = { check_in?: string; check_out?: string }
/** A place as the geocoder names it. */
export type TGeocodedPlace = {
  lat: string
  lon: string
  display_name: string
  address: Record<string, string>
}

/** Listings as visitors find them, and as hosts keep them. */
export const listingEndpoints = {
  config: endpoint('GET', '/api/config/', shape<{ answer: TPublicConfig }>()),
  search: endpoint('GET', '/api/properties/', shape<{ query: TLooseQuery; answer: TPage<TListingCard> }>()),
  places: endpoint('GET', '/api/properties/places/', shape<{ answer: TPlaceCount[] }>()),
  mapView: endpoint('GET', '/api/properties/map-view/', shape<{ query: TLooseQuery; answer: TMapView }>()),
  /** The older map answer: every listing of the filters as a point, paged. */
  mapData: endpoint(
    'GET',
    '/api/properties/map-data/',
    shape<{ query: TLooseQuery; answer: TPage<TMapItem> }>(),
  ),
  detail: endpoint('GET', '/api/properties/:id/', shape<{ answer: TListingDetail }>()),
  quote: endpoint('GET', '/api/properties/:id/quote/', shape<{ query: TStayQuery; answer: TQuoteWire }>()),
  reviews: endpoint(
    'GET',
    '/api/properties/:id/reviews/',
    shape<{ query: TPageQuery; answer: TPage<TReview> }>(),
  ),
  /** Multipart (photos): sent with upload progress, not through the JSON client. */
  create: endpoint(
    'POST',
    '/api/properties/',
    shape<{ body: TMultipart; answer: { property_id: number; status: string } }>(),
  ),
  hostList: endpoint(
    'GET',
    '/api/host-properties/',
    shape<{ query: TPageQuery; answer: TPage<THostListing> }>(),
  ),
  hostDetail: endpoint('GET', '/api/host-properties/:id/', shape<{ answer: THostListing }>()),
  /** Multipart (photos), like `create`. */
  hostUpdate: endpoint(
    'PATCH',
    '/api/host-properties/:id/',
    shape<{ body: TMultipart; answer: THostListing }>(),
  ),
  hostRemove: endpoint('DELETE', '/api/host-properties/:id/', shape<{ answer: null }>()),
  addReservedDates: endpoint(
    'POST',
    '/api/availabilities/',
    shape<{ body: TAvailabilityWrite; answer: TAvailability }>(),
  ),
  updateReservedDates: endpoint(
    'PATCH',
    '/api/availabilities/:id/',
    shape<{ body: Partial<TAvailabilityWrite>; answer: TAvailability }>(),
  ),
  removeReservedDates: endpoint('DELETE', '/api/availabilities/:id/', shape<{ answer: null }>()),
  /** Multipart (one photo and the listing's id). */
  addPhoto: endpoint(
    'POST',
    '/api/photos/',
    shape<{ body: TMultipart; answer: z.infer<typeof ZPhoto> & { property: number } }>(),
  ),
  removePhoto: endpoint('DELETE', '/api/photos/:id/', shape<{ answer: null }>()),
  geocodeSearch: endpoint(
    'GET',
    '/api/geocode/search/',
    shape<{ query: { q: string; limit?: number }; answer: TGeocodedPlace[] }>(),
  ),
  geocodeReverse: endpoint(
    'GET',
    '/api/geocode/reverse/',
    shape<{
      query: { lat: number | string; lon: number | string }
      answer: TGeocodedPlace | { error: string }
    }>(),
  ),
}
