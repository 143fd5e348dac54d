import { useTranslation } from 'react-i18next'
import { ProfileSection } from '../../account/sections.ts'
import { PanelPage } from '../components/panel-page.tsx'

export function ProfileTab() {
  const { t } = useTranslation()
  return (
    <PanelPage title={t('profile.title')} intro={t('profile.intro')}>
      <ProfileSection />
    </PanelPage>
  )
}
