import { DOCUMENT_MAX_BYTES, DOCUMENT_MIME_TYPES, type TIssueMessage } from '@demeure/shared'
import { issue } from '../../../lib/form-check.ts'

const EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png']

/** What a document field's file picker offers: the same types as below, by extension and by MIME type. */
export const DOCUMENT_ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png'

/** PDF, JPG or PNG up to 5 MB; the server checks the bytes again, this only saves a useless upload. */
export function checkDocument(file: Pick<File, 'name' | 'type' | 'size'>): TIssueMessage | null {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? ''
  const isAllowedType = file.type
    ? (DOCUMENT_MIME_TYPES as readonly string[]).includes(file.type)
    : EXTENSIONS.includes(extension)
  if (!isAllowedType) return issue('verification.documentType', { file: file.name })
  if (file.size > DOCUMENT_MAX_BYTES) return issue('verification.documentSize', { file: file.name })
  return null
}
