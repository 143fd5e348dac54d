import { MAX_ID_UPLOADS, type TIssueMessage, ZVerificationFields } from '@demeure/shared'
import { issue, schemaIssues, type TFormCheck } from '../../../lib/form-check.ts'
import { checkDocument } from './check-document.ts'
import { DOCUMENT_FIELDS, filledUrls, TEXT_FIELDS, type TVerificationValues } from './verification-values.ts'

/** Documents needed on a first submission; a resubmission keeps the ones already sent. */
const REQUIRED_ON_FIRST = ['government_id', 'proof_of_address'] as const

/**
 * The shared schema checks the fields as the server will; the documents are checked here for
 * presence, count, type and size. Field names are the form's (booking URLs: `booking_urls.{row}.value`).
 */
export function checkVerification(values: TVerificationValues, isResubmission: boolean): TFormCheck {
  const urls = filledUrls(values)
  const payload = {
    ...Object.fromEntries(TEXT_FIELDS.map((name) => [name, values[name]])),
    booking_urls: urls.map((row) => row.url),
    agreement: values.agreement,
  }
  const fields: Record<string, TIssueMessage> = {}
  for (const [name, found] of Object.entries(schemaIssues(ZVerificationFields, payload))) {
    const [field, position] = name.split('.')
    const row = field === 'booking_urls' && position !== undefined ? urls[Number(position)] : undefined
    fields[row ? `booking_urls.${row.index}.value` : (field as string)] ??= found
  }
  for (const kind of DOCUMENT_FIELDS) {
    const files = values[kind]
    const problem = files.map(checkDocument).find(Boolean)
    if (problem) fields[kind] = problem
    else if (kind === 'government_id' && files.length > MAX_ID_UPLOADS)
      fields[kind] = issue('verification.governmentIdMax', { max: MAX_ID_UPLOADS })
    else if (!isResubmission && files.length === 0 && (REQUIRED_ON_FIRST as readonly string[]).includes(kind))
      fields[kind] = issue('validation.required')
  }
  return { fields }
}
