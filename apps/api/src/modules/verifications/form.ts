import {
  DOCUMENT_MAX_BYTES,
  MAX_ID_UPLOADS,
  type TVerificationDocumentKind,
  VERIFICATION_DOCUMENT_KINDS,
  ZVerificationFields,
} from '@demeure/shared'
import type { FastifyRequest } from 'fastify'
import { readMultipart, type TFileRule } from '../../lib/multipart.ts'
import { filePartDocs, type TMultipartDoc } from '../../lib/route-schemas.ts'
import { parseInput } from '../../lib/validate.ts'
import { REQUIRED_KINDS, type TVerificationForm } from './service.ts'

const tooLarge = { key: 'field.documentSize' }
const DOCUMENT_RULES: Record<TVerificationDocumentKind, TFileRule> = {
  government_id: { maxBytes: DOCUMENT_MAX_BYTES, maxCount: MAX_ID_UPLOADS, tooLarge },
  proof_of_address: { maxBytes: DOCUMENT_MAX_BYTES, maxCount: 1, tooLarge },
  business_license: { maxBytes: DOCUMENT_MAX_BYTES, maxCount: 1, tooLarge },
}

/** The verification form in the OpenAPI document; `isFirst`: a first submission needs REQUIRED_KINDS. */
export const verificationForm = (isFirst: boolean): TMultipartDoc => ({
  fields: ZVerificationFields,
  files: filePartDocs(DOCUMENT_RULES, (kind) => isFirst && REQUIRED_KINDS.includes(kind)),
})

/** The verification as the service takes it; sizes and counts are refused while the form arrives. */
export async function readVerificationForm(request: FastifyRequest): Promise<TVerificationForm> {
  const form = await readMultipart(request, DOCUMENT_RULES)
  const fields = parseInput(ZVerificationFields, form.fields)
  const documents = Object.fromEntries(
    VERIFICATION_DOCUMENT_KINDS.map((kind) => [
      kind,
      (form.files[kind] ?? []).map((file) => ({ field: kind, filename: file.filename, data: file.data })),
    ]),
  )
  return { fields, documents }
}
