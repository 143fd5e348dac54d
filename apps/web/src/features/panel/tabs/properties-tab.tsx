import { useTranslation } from 'react-i18next'
import { HostPropertiesList } from '../../host-properties/index.ts'
import { PanelPage } from '../components/panel-page.tsx'

export function PropertiesTab() {
  const { t } = useTranslation()
  return (
    <PanelPage title={t('panel.nav.properties')}>
      <HostPropertiesList />
    </PanelPage>
  )
}
