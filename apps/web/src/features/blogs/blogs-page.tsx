import { useTranslation } from 'react-i18next'
import { PageIntro } from '../../components/ui/page-intro.tsx'
import { useDocumentTitle } from '../../lib/use-document-title.ts'

/** The blog's heading; the card grid arrives with the blog feature. */
export function BlogsPage() {
  const { t } = useTranslation()
  useDocumentTitle(t('blogs.title'))
  return (
    <div className="page-container py-12 sm:py-16">
      <PageIntro title={t('blogs.title')} intro={t('blogs.intro')} />
    </div>
  )
}
