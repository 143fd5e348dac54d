import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { buttonClass } from '../../components/ui/button-styles.ts'
import { PageIntro } from '../../components/ui/page-intro.tsx'
import { ROUTES } from '../../lib/routes.ts'
import { useDocumentTitle } from '../../lib/use-document-title.ts'

/** /House/:id? — the detail of one home arrives with the catalogue feature. */
export function HousePage() {
  const { t } = useTranslation()
  useDocumentTitle(t('houses.detailTitle'))
  return (
    <div className="page-container py-12 sm:py-16">
      <PageIntro title={t('houses.detailTitle')} intro={t('houses.detailIntro')}>
        <Link to={ROUTES.explore} className={buttonClass('primary', 'lg')}>
          {t('houses.browse')}
        </Link>
      </PageIntro>
    </div>
  )
}
