import {
  centsToDecimal,
  PAYMENT_TTL_HOURS,
  REQUEST_TTL_HOURS,
  type TBooking,
  type TBookingDocument,
  type TBookingStatus,
  type TContactKind,
  type TListingCard,
} from '@demeure/shared'
import type { TStoredFileRow } from '../files/index.ts'
import { nightlyCents } from '../listings/index.ts'
import type { TUserRow } from '../users/index.ts'
import type { TBookingRow } from './tables.ts'

/** A stored rental document ('rental_id_cards' …) as the agreement lists it. */
export function toBookingDocumentWire(kind: string, file: TStoredFileRow): TBookingDocument {
  return {
    id: file.id,
    kind: kind.replace(/^rental_/, '') as TBookingDocument['kind'],
    name: file.originalName,
    content_type: file.contentType,
    size: file.sizeBytes,
  }
}

/** When the booking lapses if nobody acts (the scheduler's rule), for the countdowns on both sides. */
function expiresAt(row: TBookingRow): string | null {
  const lapse =
    row.status === 'requested'
      ? { from: row.requestedAt, hours: REQUEST_TTL_HOURS }
      : row.status === 'approved' && row.approvedAt
        ? { from: row.approvedAt, hours: PAYMENT_TTL_HOURS }
        : null
  return lapse ? new Date(lapse.from.getTime() + lapse.hours * 3_600_000).toISOString() : null
}

export function toBookingWire(
  row: TBookingRow,
  related: {
    card: TListingCard | undefined
    guest: TUserRow
    host: TUserRow
    documents: TBookingDocument[]
    hasReview: boolean
    /** The request's message as the reader may read it (readText in @demeure/shared). */
    message: { text: string; hidden: TContactKind[] }
  },
): TBooking {
  return {
    booking_id: row.id,
    property: related.card ?? null,
    guest: {
      id: related.guest.id,
      first_name: related.guest.firstName,
      last_name: related.guest.lastName,
      username: related.guest.username,
    },
    host: { id: related.host.id, first_name: related.host.firstName, last_name: related.host.lastName },
    check_in: row.checkIn,
    check_out: row.checkOut,
    guests: row.guests,
    message: related.message.text,
    message_hidden: related.message.hidden,
    status: row.status as TBookingStatus,
    months: row.months,
    extra_days: row.extraDays,
    monthly_rent: centsToDecimal(row.monthlyRentCents),
    service_fee: centsToDecimal(row.serviceFeeCents),
    due_now: centsToDecimal(row.dueNowCents),
    total_price: centsToDecimal(row.rentTotalCents + row.serviceFeeCents),
    price_per_night: centsToDecimal(nightlyCents(row.monthlyRentCents)),
    booked_on: row.requestedAt.toISOString().slice(0, 10),
    schedule: row.schedule.map((item) => ({
      due_date: item.dueDate,
      amount: centsToDecimal(item.amountCents),
    })),
    refund: row.refundCents === null ? null : centsToDecimal(row.refundCents),
    cancelled_by: row.cancelledBy,
    expires_at: expiresAt(row),
    agreement: {
      full_name: row.agreementFullName,
      urgent_contact: row.agreementUrgentContact,
      reference_1: row.agreementReference1,
      reference_2: row.agreementReference2,
      documents: related.documents,
      documents_deleted_at: row.documentsDeletedAt?.toISOString() ?? null,
    },
    has_review: related.hasReview,
  }
}
