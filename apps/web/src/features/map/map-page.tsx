import { useTranslation } from 'react-i18next'
import { PageIntro } from '../../components/ui/page-intro.tsx'
import { useDocumentTitle } from '../../lib/use-document-title.ts'

export function MapPage() {
  const { t } = useTranslation()
  useDocumentTitle(t('nav.map'))
  return (
    <div className="page-container py-12 sm:py-16">
      <PageIntro title={t('map.title')} intro={t('map.intro')} />
    </div>
  )
}
