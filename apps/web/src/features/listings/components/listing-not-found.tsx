import { HouseIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { EmptyState } from '../../../components/ui/empty-state.tsx'
import { ROUTES } from '../../../lib/routes.ts'

/** An unknown, unpublished or missing id: say so kindly and offer the way back. */
export function ListingNotFound() {
  const { t } = useTranslation()
  return (
    <div className="page-container py-12 sm:py-16">
      <EmptyState
        icon={HouseIcon}
        title={t('listings.notFoundTitle')}
        text={t('listings.notFoundText')}
        action={
          <div className="flex flex-wrap justify-center gap-3">
            <Link to={ROUTES.home} className={buttonClass('primary')}>
              {t('listings.browse')}
            </Link>
            <Link to={ROUTES.map} className={buttonClass('secondary')}>
              {t('home.ctaMap')}
            </Link>
          </div>
        }
      />
    </div>
  )
}
