import { MAX_ID_UPLOADS, type TVerification, type TVerificationDocumentKind } from '@demeure/shared'
import { useTranslation } from 'react-i18next'
import { RemovableFileList } from '../../../components/ui/file-list.tsx'
import { FilePicker } from '../../../components/ui/file-picker.tsx'
import { issue } from '../../../lib/form-check.ts'
import { translateIssue } from '../../../lib/translate-issue.ts'
import { checkDocument, DOCUMENT_ACCEPT } from '../lib/check-document.ts'
import { DocumentList } from './document-list.tsx'

type TDocumentFieldProps = {
  kind: TVerificationDocumentKind
  files: File[]
  /** Documents of this kind already on file (a resubmission replaces them only if new ones are sent). */
  onFile: TVerification['documents']
  error?: string
  onChange: (files: File[], error?: string) => void
}

/** One kind of document: pick, check at once (type, size, count), list, remove. */
export function DocumentField({ kind, files, onFile, error, onChange }: TDocumentFieldProps) {
  const { t, i18n } = useTranslation()
  const max = kind === 'government_id' ? MAX_ID_UPLOADS : 1
  const existing = onFile.filter((document) => document.kind === kind)

  function pick(picked: File[]) {
    const problems = picked.map(checkDocument)
    const valid = picked.filter((_, index) => !problems[index])
    // A single-file kind takes the new pick; the ID keeps adding until its limit.
    const next = max === 1 ? valid.slice(-1) : [...files, ...valid].slice(0, max)
    const found = problems.find(Boolean)
    const tooMany = max > 1 && files.length + valid.length > max
    const message = found
      ? translateIssue(found)
      : tooMany
        ? translateIssue(issue('verification.governmentIdMax', { max }))
        : undefined
    onChange(next, message)
  }

  return (
    <FilePicker
      label={t(`verification.fields.${kind}`)}
      action={max > 1 ? t('verification.chooseFiles') : t('verification.chooseFile')}
      accept={DOCUMENT_ACCEPT}
      isMultiple={max > 1}
      hint={t(`verification.hints.${kind}`)}
      error={error}
      onPick={pick}
    >
      <RemovableFileList
        files={files}
        language={i18n.resolvedLanguage ?? 'en'}
        removeLabel={(name) => t('verification.removeFile', { name })}
        onRemove={onChange}
      />
      {existing.length > 0 && (
        <div className="flex flex-col gap-2">
          <p className="text-sm text-ink-muted">
            {files.length > 0 ? t('verification.replacesOnFile') : t('verification.onFile')}
          </p>
          <DocumentList documents={existing} />
        </div>
      )}
    </FilePicker>
  )
}
