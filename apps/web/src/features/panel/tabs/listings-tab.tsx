import { Plus } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { PanelPage } from '../../../components/ui/panel-page.tsx'
import { ROUTES } from '../../../lib/routes.ts'
import { HostListingsList } from '../../host-listings/index.ts'

export function ListingsTab() {
  const { t } = useTranslation()
  return (
    <PanelPage title={t('panel.nav.properties')} intro={t('hostListings.intro')}>
      <div className="-mt-2">
        <Link to={ROUTES.newListing} className={buttonClass('primary')}>
          <Plus aria-hidden="true" className="size-4" />
          {t('panel.listings.listProperty')}
        </Link>
      </div>
      <HostListingsList />
    </PanelPage>
  )
}
