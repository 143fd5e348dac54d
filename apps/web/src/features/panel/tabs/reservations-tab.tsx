import { useTranslation } from 'react-i18next'
import { PanelPage } from '../../../components/ui/panel-page.tsx'
import { MyReservations } from '../../reservations/index.ts'

export function ReservationsTab() {
  const { t } = useTranslation()
  return (
    <PanelPage title={t('panel.nav.reservations')} intro={t('reservations.intro')}>
      <MyReservations />
    </PanelPage>
  )
}
