import type { TUser, TVerification, TVerificationDocumentKind } from '@demeure/shared'

/** The form's values. Booking URLs are rows ({value}) so that each one can be added and removed. */
export type TVerificationValues = {
  full_name: string
  email: string
  phone: string
  telegram_username: string
  hosting_country: string
  hosting_city: string
  role: string
  booking_urls: { value: string }[]
  agreement: boolean
  government_id: File[]
  proof_of_address: File[]
  business_license: File[]
}

export const TEXT_FIELDS = [
  'full_name',
  'email',
  'phone',
  'telegram_username',
  'hosting_country',
  'hosting_city',
  'role',
] as const

export const DOCUMENT_FIELDS: readonly TVerificationDocumentKind[] = [
  'government_id',
  'proof_of_address',
  'business_license',
]

/** A first application starts from the profile; a resubmission starts from what was sent. */
export function initialValues(verification: TVerification, user: TUser | undefined): TVerificationValues {
  const isFirst = verification.status === 'not_submitted'
  const fullName = [user?.first_name, user?.last_name].filter(Boolean).join(' ')
  return {
    full_name: isFirst ? fullName : verification.full_name,
    email: isFirst ? (user?.email ?? '') : verification.email,
    phone: isFirst ? (user?.phone ?? '') : verification.phone,
    telegram_username: verification.telegram_username,
    hosting_country: isFirst ? 'Canada' : verification.hosting_country,
    hosting_city: isFirst ? 'Montreal' : verification.hosting_city,
    role: verification.role,
    booking_urls: verification.booking_urls.map((value) => ({ value })),
    // The agreement is given again with every submission.
    agreement: false,
    government_id: [],
    proof_of_address: [],
    business_license: [],
  }
}

/** The URLs actually sent: trimmed, blank rows left out, each with the row it came from. */
export function filledUrls(values: Pick<TVerificationValues, 'booking_urls'>) {
  return values.booking_urls
    .map((row, index) => ({ url: row.value.trim(), index }))
    .filter((row) => row.url !== '')
}

export function verificationFormData(values: TVerificationValues): FormData {
  const body = new FormData()
  for (const name of TEXT_FIELDS) body.append(name, values[name].trim())
  for (const { url } of filledUrls(values)) body.append('booking_urls', url)
  body.append('agreement', String(values.agreement))
  for (const kind of DOCUMENT_FIELDS) for (const file of values[kind]) body.append(kind, file, file.name)
  return body
}
