import { BOOKING_DOCUMENT_RULES, type TBookingFields, type TUser } from '@demeure/shared'

/** The rental agreement's documents, named as the API names its file fields. */
export type TBookingDocument = keyof typeof BOOKING_DOCUMENT_RULES
export const DOCUMENT_FIELDS = Object.keys(BOOKING_DOCUMENT_RULES) as TBookingDocument[]

/** The agreement's text fields, named as the API names them. */
export const TEXT_FIELDS = ['full_name', 'urgent_contact', 'reference_1', 'reference_2', 'message'] as const

/** Every field of the dialog, as the API names it (for its field errors). */
export const AGREEMENT_FIELDS: readonly string[] = [...TEXT_FIELDS, ...DOCUMENT_FIELDS, 'consent']

/** The stay chosen in the booking panel, sent with the agreement. */
export type TStayChoice = { listingId: number; checkIn: string; checkOut: string; guests: number }

export type TAgreementValues = Record<(typeof TEXT_FIELDS)[number], string> &
  Record<TBookingDocument, File[]> & { consent: boolean }

/** A new agreement starts from the profile's name; everything else is the renter's to give. */
export function initialAgreement(
  user: Pick<TUser, 'first_name' | 'last_name'> | undefined,
): TAgreementValues {
  return {
    full_name: [user?.first_name, user?.last_name].filter(Boolean).join(' '),
    urgent_contact: '',
    reference_1: '',
    reference_2: '',
    message: '',
    consent: false,
    id_cards: [],
    income_proof: [],
    rental_history: [],
  }
}

/** The text part of the request, as the shared schema (and so the server) reads it. */
export function bookingFields(stay: TStayChoice, values: TAgreementValues): TBookingFields {
  return {
    property: stay.listingId,
    check_in: stay.checkIn,
    check_out: stay.checkOut,
    guests: stay.guests,
    message: values.message.trim(),
    full_name: values.full_name.trim(),
    consent: values.consent,
    urgent_contact: values.urgent_contact.trim(),
    reference_1: values.reference_1.trim(),
    reference_2: values.reference_2.trim(),
  }
}

/** POST /api/bookings/'s multipart body: the fields, then each document under its field name. */
export function bookingFormData(stay: TStayChoice, values: TAgreementValues): FormData {
  const body = new FormData()
  for (const [name, value] of Object.entries(bookingFields(stay, values))) body.append(name, String(value))
  for (const kind of DOCUMENT_FIELDS) for (const file of values[kind]) body.append(kind, file, file.name)
  return body
}
