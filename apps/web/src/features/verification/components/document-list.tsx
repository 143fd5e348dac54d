import type { TVerification, TVerificationDocumentKind } from '@demeure/shared'
import { useTranslation } from 'react-i18next'
import { FileList } from '../../../components/ui/file-list.tsx'
import { PrivateFileButton } from './private-file-button.tsx'

type TDocumentListProps = {
  documents: TVerification['documents']
  /** Only the documents of one kind; all of them, grouped by kind, when absent. */
  kind?: TVerificationDocumentKind
}

/** Documents already on file, each opened through its signed link. */
export function DocumentList({ documents, kind }: TDocumentListProps) {
  const { i18n } = useTranslation()
  const shown = kind ? documents.filter((document) => document.kind === kind) : documents
  return (
    <FileList
      language={i18n.resolvedLanguage ?? 'en'}
      items={shown.map((document) => ({
        key: document.id,
        name: document.name,
        size: document.size,
        action: <PrivateFileButton fileId={document.id} name={document.name} />,
      }))}
    />
  )
}
