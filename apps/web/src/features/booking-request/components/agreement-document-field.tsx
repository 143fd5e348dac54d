import { BOOKING_DOCUMENT_RULES, DOCUMENT_MAX_BYTES } from '@demeure/shared'
import { useTranslation } from 'react-i18next'
import { formatFileSize, RemovableFileList } from '../../../components/ui/file-list.tsx'
import { FilePicker } from '../../../components/ui/file-picker.tsx'
import { translateIssue } from '../../../lib/translate-issue.ts'
import { DOCUMENT_ACCEPT } from '../../verification/index.ts'
import type { TBookingDocument } from '../lib/agreement-values.ts'
import { pickDocuments } from '../lib/pick-documents.ts'

type TAgreementDocumentFieldProps = {
  kind: TBookingDocument
  files: File[]
  error?: string
  onChange: (files: File[], error?: string) => void
}

/** One document of the rental agreement: pick (checked at once), list, remove. */
export function AgreementDocumentField({ kind, files, error, onChange }: TAgreementDocumentFieldProps) {
  const { t, i18n } = useTranslation()
  const language = i18n.resolvedLanguage ?? 'en'
  const { maxCount } = BOOKING_DOCUMENT_RULES[kind]
  return (
    <FilePicker
      label={t(`bookingRequest.documents.${kind}`)}
      action={maxCount > 1 ? t('bookingRequest.chooseFiles') : t('bookingRequest.chooseFile')}
      accept={DOCUMENT_ACCEPT}
      isMultiple={maxCount > 1}
      hint={t(maxCount > 1 ? 'bookingRequest.documentRuleMany' : 'bookingRequest.documentRule', {
        max: maxCount,
        size: formatFileSize(DOCUMENT_MAX_BYTES, language),
      })}
      error={error}
      onPick={(picked) => {
        const { files: next, problem } = pickDocuments(files, picked, maxCount)
        onChange(next, problem ? translateIssue(problem) : undefined)
      }}
    >
      <RemovableFileList
        files={files}
        language={language}
        removeLabel={(name) => t('bookingRequest.removeFile', { name })}
        onRemove={onChange}
      />
    </FilePicker>
  )
}
