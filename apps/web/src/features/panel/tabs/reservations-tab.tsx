import { useTranslation } from 'react-i18next'
import { MyReservations } from '../../reservations/index.ts'
import { PanelPage } from '../components/panel-page.tsx'

export function ReservationsTab() {
  const { t } = useTranslation()
  return (
    <PanelPage title={t('panel.nav.reservations')} intro={t('reservations.intro')}>
      <MyReservations />
    </PanelPage>
  )
}
