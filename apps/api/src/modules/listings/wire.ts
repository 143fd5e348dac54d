import {
  centsToDecimal,
  PAYOUT_DELAY_HOURS,
  type TAvailability,
  type THostListing,
  type TListingTrust,
  todayInMontreal,
} from '@demeure/shared'
import { publicUrl } from '../../plugins/storage/index.ts'
import type { TStoredFileRow } from '../files/index.ts'
import type { TUserRow } from '../users/index.ts'
import type { TAvailabilityRow } from './availability-tables.ts'
import type { TListingPhotoRow, TListingRow } from './tables.ts'

/** Monthly rent spread over 30 days, for the cards that show a nightly price. */
export const nightlyCents = (monthlyCents: number) => Math.round(monthlyCents / 30)

export function toAvailabilityWire(row: TAvailabilityRow): TAvailability {
  return {
    availability_id: row.id,
    start_date: row.startDate,
    end_date: row.endDate,
    is_available: row.isAvailable,
    price_per_month: row.pricePerMonthCents === null ? null : centsToDecimal(row.pricePerMonthCents),
    calendar_feed: row.calendarFeedId,
  }
}

export function toPhotoWire(row: TListingPhotoRow) {
  return {
    id: row.id,
    image: publicUrl(row.galleryKey),
    card: publicUrl(row.cardKey),
    description: row.description,
  }
}

/** The host-editable fields in wire form: the detail shows them, and an edit starts from them. */
export function listingFieldsOf(row: TListingRow) {
  return {
    title: row.title,
    description: row.description,
    title_fr: row.titleFr ?? '',
    description_fr: row.descriptionFr ?? '',
    property_type: row.propertyType,
    room_category: row.roomCategory,
    address_street: row.addressStreet,
    address_city: row.addressCity,
    address_state: row.addressState,
    address_postal_code: row.addressPostalCode,
    address_country: row.addressCountry,
    latitude: Number(row.latitude).toFixed(6),
    longitude: Number(row.longitude).toFixed(6),
    price_per_month: centsToDecimal(row.pricePerMonthCents),
    free_capacity: row.freeCapacity,
    additional_capacity: row.additionalCapacity,
    additional_capacity_percentage: row.additionalCapacityPercentage,
    num_bedrooms: row.numBedrooms,
    num_beds: row.numBeds,
    num_private_bathrooms: row.numPrivateBathrooms,
    num_shared_bathrooms: row.numSharedBathrooms,
    amenities: row.amenities,
    rules: row.rules,
    citq_number: row.citqNumber,
  }
}

export function toHostListingWire(
  row: TListingRow,
  related: {
    host: TUserRow
    photos: TListingPhotoRow[]
    availabilities: TAvailabilityRow[]
    ownershipVideo: TStoredFileRow | undefined
  },
): THostListing {
  return {
    property_id: row.id,
    status: row.status,
    rejection_reason: row.rejectionReason,
    ...listingFieldsOf(row),
    price_per_night: centsToDecimal(nightlyCents(row.pricePerMonthCents)),
    max_guests: row.maxGuests,
    photos: related.photos.map(toPhotoWire),
    video: row.videoKey ? publicUrl(row.videoKey) : null,
    ownership_verification_video: related.ownershipVideo
      ? { id: related.ownershipVideo.id, name: related.ownershipVideo.originalName }
      : null,
    availabilities: related.availabilities.map(toAvailabilityWire),
    host: {
      first_name: related.host.firstName,
      last_name: related.host.lastName,
      email: related.host.email,
      profile_picture_url: related.host.profilePictureKey ? publicUrl(related.host.profilePictureKey) : null,
    },
    created_at: row.createdAt.toISOString(),
  }
}

/** What a listing's public page is made of (read in one query by search/detail-repository.ts). */
export type TPublicListingRows = {
  row: TListingRow
  photos: Pick<TListingPhotoRow, 'galleryKey' | 'cardKey' | 'description'>[]
  periods: Pick<TAvailabilityRow, 'startDate' | 'endDate' | 'isAvailable'>[]
  host: Pick<TUserRow, 'id' | 'firstName' | 'lastName' | 'profilePictureKey' | 'createdAt' | 'isVerified'>
  /** The day (in Montréal) staff approved the host's identity verification, if they did. */
  hostVerifiedOn: string | null
}

/**
 * What Demeure checked, as a visitor may see it (dates and yes/no, never documents). Staff publish
 * a listing after looking at it and at its ownership video, so the publication date is the review's.
 */
export function listingTrustOf(row: TListingRow, hostVerifiedOn: string | null): TListingTrust {
  return {
    host_identity_verified_on: hostVerifiedOn,
    ownership_video_reviewed: row.ownershipVideoFileId !== null && row.publishedAt !== null,
    staff_approved_on: row.publishedAt ? todayInMontreal(row.publishedAt) : null,
    payment_held_hours: PAYOUT_DELAY_HOURS,
  }
}

/** A published listing as guests see it: periods and reserved dates from today on. */
export function publicDetailOf(
  { row, photos, periods, host, hostVerifiedOn }: TPublicListingRows,
  today: string,
) {
  const upcoming = periods.filter((period) => period.endDate >= today)
  const dates = (isAvailable: boolean) =>
    upcoming
      .filter((period) => period.isAvailable === isAvailable)
      .map((period) => ({ start_date: period.startDate, end_date: period.endDate }))
  // The capacity pricing is the host's business: the public page shows the monthly price only.
  const {
    price_per_month,
    free_capacity: _free,
    additional_capacity: _additional,
    additional_capacity_percentage: _percentage,
    ...fields
  } = listingFieldsOf(row)
  return {
    property_id: row.id,
    ...fields,
    price_per_month,
    price_per_night: centsToDecimal(nightlyCents(row.pricePerMonthCents)),
    max_guests: row.maxGuests,
    photos: photos.map(({ galleryKey, cardKey, description }) => ({
      image: publicUrl(galleryKey),
      card: publicUrl(cardKey),
      description,
    })),
    video: row.videoKey ? publicUrl(row.videoKey) : null,
    availabilities: dates(true),
    reserved_dates: dates(false),
    host: {
      id: host.id,
      first_name: host.firstName,
      last_name: host.lastName,
      profile_picture_url: host.profilePictureKey ? publicUrl(host.profilePictureKey) : null,
      member_since: host.createdAt.toISOString().slice(0, 10),
      is_verified: host.isVerified,
    },
    trust: listingTrustOf(row, hostVerifiedOn),
  }
}
