import { z } from 'zod'
import { NAME_MAX_LENGTH, PHONE_MAX_LENGTH } from '../constants/business.ts'
import { zEmail } from './accounts.ts'
import { zLine, zParagraphs } from './text.ts'

export const VERIFICATION_STATUSES = ['not_submitted', 'pending', 'approved', 'rejected'] as const
export const VERIFICATION_ROLES = ['owner', 'property_manager', 'co_host', 'agent', 'other'] as const
export const VERIFICATION_DOCUMENT_KINDS = ['government_id', 'proof_of_address', 'business_license'] as const
export type TVerificationDocumentKind = (typeof VERIFICATION_DOCUMENT_KINDS)[number]
export const MAX_BOOKING_URLS = 10
export const DOCUMENT_MAX_BYTES = 5 * 1024 * 1024
/** Identity documents and proofs: scans or photos. */
export const DOCUMENT_MIME_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const

/** Multipart sends one value or several under the same name; both mean a list. */
const zList = <T extends z.ZodType>(item: T) =>
  z.preprocess((value) => (value === undefined || value === '' ? [] : [value].flat()), z.array(item))

const zText = (max: number) => zLine().min(1).max(max)

/** The text fields of the co-host verification form (its files travel beside them). */
export const ZVerificationFields = z.strictObject({
  full_name: zText(NAME_MAX_LENGTH * 2),
  email: zEmail,
  phone: z
    .string()
    .trim()
    .min(1)
    .max(PHONE_MAX_LENGTH)
    .regex(/^\+?[0-9 ().-]{7,}$/, 'validation.phone'),
  telegram_username: z
    .string()
    .trim()
    .max(64)
    .regex(/^$|^@?[a-zA-Z0-9_]{5,32}$/, 'validation.telegram')
    .default(''),
  hosting_country: zText(80),
  hosting_city: zText(80),
  role: z.enum(VERIFICATION_ROLES, 'validation.invalid'),
  booking_urls: zList(z.url({ protocol: /^https?$/, error: 'validation.url' }).max(500)).pipe(
    z.array(z.string()).max(MAX_BOOKING_URLS),
  ),
  agreement: z.preprocess(
    (value) => value === true || value === 'true' || value === 'on',
    z.literal(true, 'validation.agreement'),
  ),
})
export type TVerificationFields = z.input<typeof ZVerificationFields>

export const ZVerificationDocument = z.object({
  id: z.string(),
  kind: z.enum(VERIFICATION_DOCUMENT_KINDS),
  name: z.string(),
  content_type: z.string(),
  size: z.number().int(),
})

export const ZVerification = z.object({
  status: z.enum(VERIFICATION_STATUSES),
  rejection_reason: z.string().nullable(),
  full_name: z.string(),
  email: z.string(),
  phone: z.string(),
  telegram_username: z.string(),
  hosting_country: z.string(),
  hosting_city: z.string(),
  role: z.string(),
  booking_urls: z.array(z.string()),
  agreement: z.boolean(),
  documents: z.array(ZVerificationDocument),
  submitted_at: z.string().nullable(),
  reviewed_at: z.string().nullable(),
})
export type TVerification = z.infer<typeof ZVerification>

export const ZAdminVerification = ZVerification.extend({
  id: z.string(),
  user: z.object({ id: z.string(), username: z.string(), email: z.string(), user_type: z.string() }),
})
export type TAdminVerification = z.infer<typeof ZAdminVerification>

export const ZRejectRequest = z.strictObject({ reason: zParagraphs().min(1).max(1000) })

export const ZAdminStatusQuery = z.object({
  status: z.enum(['pending', 'approved', 'rejected']).default('pending'),
})

export const ZFileLink = z.object({ url: z.string(), expires_at: z.string() })
