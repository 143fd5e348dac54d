import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { buttonClass } from '../../components/ui/button-styles.ts'
import { PageIntro } from '../../components/ui/page-intro.tsx'
import { ROUTES } from '../../lib/routes.ts'
import { useDocumentTitle } from '../../lib/use-document-title.ts'

export function ExplorePage() {
  const { t } = useTranslation()
  useDocumentTitle(t('nav.explore'))
  return (
    <div className="page-container py-12 sm:py-16">
      <PageIntro title={t('explore.title')} intro={t('explore.intro')}>
        <Link to={ROUTES.map} className={buttonClass('secondary', 'lg')}>
          {t('explore.ctaMap')}
        </Link>
      </PageIntro>
    </div>
  )
}
