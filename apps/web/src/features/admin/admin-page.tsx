import { useTranslation } from 'react-i18next'
import { PageIntro } from '../../components/ui/page-intro.tsx'
import { useDocumentTitle } from '../../lib/use-document-title.ts'

/** The staff area's entry; its review tools arrive with the admin feature. */
export function AdminPage() {
  const { t } = useTranslation()
  useDocumentTitle(t('admin.title'))
  return (
    <div className="page-container py-12 sm:py-16">
      <PageIntro title={t('admin.title')} intro={t('admin.text')} />
    </div>
  )
}
