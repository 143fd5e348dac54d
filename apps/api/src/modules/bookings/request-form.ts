import { BOOKING_DOCUMENT_RULES, DOCUMENT_MAX_BYTES, ZBookingFields } from '@demeure/shared'
import type { FastifyRequest } from 'fastify'
import { readMultipart, type TFileRule } from '../../lib/multipart.ts'
import { filePartDocs, type TMultipartDoc } from '../../lib/route-schemas.ts'
import { parseInput } from '../../lib/validate.ts'
import type { TStayRequest } from './service.ts'

const BOOKING_FILE_RULES: Record<string, TFileRule> = Object.fromEntries(
  Object.entries(BOOKING_DOCUMENT_RULES).map(([field, rule]) => [
    field,
    { maxBytes: DOCUMENT_MAX_BYTES, maxCount: rule.maxCount, tooLarge: { key: 'field.documentSize' } },
  ]),
)

/** The stay request form in the OpenAPI document: the fields `readStayRequest` parses and the agreement's files. */
export const BOOKING_FORM: TMultipartDoc = {
  fields: ZBookingFields,
  files: filePartDocs(
    BOOKING_FILE_RULES,
    (field) => BOOKING_DOCUMENT_RULES[field as keyof typeof BOOKING_DOCUMENT_RULES].isRequired,
  ),
}

/** The stay request as the bookings service takes it; sizes and counts are refused while the form arrives. */
export async function readStayRequest(request: FastifyRequest): Promise<TStayRequest> {
  const form = await readMultipart(request, BOOKING_FILE_RULES)
  return { fields: parseInput(ZBookingFields, form.fields), documents: form.files }
}
