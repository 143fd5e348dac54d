import type { TVerification, TVerificationDocumentKind } from '@demeure/shared'
import type { TStoredFileRow } from '../files/index.ts'
import type { TVerificationRow } from './repository.ts'

export const NOT_SUBMITTED: TVerification = {
  status: 'not_submitted',
  rejection_reason: null,
  full_name: '',
  email: '',
  phone: '',
  telegram_username: '',
  hosting_country: '',
  hosting_city: '',
  role: '',
  booking_urls: [],
  agreement: false,
  documents: [],
  submitted_at: null,
  reviewed_at: null,
}

export function toVerificationWire(
  row: TVerificationRow,
  documents: { kind: string; file: TStoredFileRow }[],
): TVerification {
  return {
    status: row.status as TVerification['status'],
    rejection_reason: row.rejectionReason,
    full_name: row.fullName,
    email: row.email,
    phone: row.phone,
    telegram_username: row.telegramUsername,
    hosting_country: row.hostingCountry,
    hosting_city: row.hostingCity,
    role: row.role,
    booking_urls: row.bookingUrls,
    agreement: row.agreement,
    documents: documents.map(({ kind, file }) => ({
      id: file.id,
      kind: kind as TVerificationDocumentKind,
      name: file.originalName,
      content_type: file.contentType,
      size: file.sizeBytes,
    })),
    submitted_at: row.submittedAt.toISOString(),
    reviewed_at: row.reviewedAt?.toISOString() ?? null,
  }
}
