import { BOOKING_DOCUMENT_RULES, type TIssueMessage, ZBookingFields } from '@demeure/shared'
import { issue, schemaIssues, type TFormCheck } from '../../../lib/form-check.ts'
import { checkDocument } from '../../verification/index.ts'
import {
  AGREEMENT_FIELDS,
  bookingFields,
  DOCUMENT_FIELDS,
  type TAgreementValues,
  type TStayChoice,
} from './agreement-values.ts'

/**
 * The agreement as the server will judge it: the shared schema for the fields, the shared document
 * rules for the files (presence, count), plus type and size. A missing field, file or consent also
 * gives the spec's form-level text (§5 Rental agreement form).
 */
export function checkAgreement(values: TAgreementValues, stay: TStayChoice): TFormCheck {
  const fields: Record<string, TIssueMessage> = {}
  for (const [name, found] of Object.entries(schemaIssues(ZBookingFields, bookingFields(stay, values)))) {
    // The stay's own fields were checked by the booking panel; the server has the last word on them.
    if (AGREEMENT_FIELDS.includes(name)) fields[name] = found
  }
  if (fields.consent) fields.consent = issue('bookingRequest.consentNeeded')
  for (const kind of DOCUMENT_FIELDS) {
    const rule = BOOKING_DOCUMENT_RULES[kind]
    const files = values[kind]
    const problem = files.map(checkDocument).find(Boolean)
    if (problem) fields[kind] = problem
    else if (files.length > rule.maxCount)
      fields[kind] = issue('bookingRequest.tooManyFiles', { max: rule.maxCount })
    else if (rule.isRequired && files.length === 0) fields[kind] = issue('validation.required')
  }
  const isIncomplete = Object.values(fields).some(
    (found) => found.key === 'validation.required' || found.key === 'bookingRequest.consentNeeded',
  )
  return isIncomplete ? { formError: issue('bookings.agreementIncomplete'), fields } : { fields }
}
