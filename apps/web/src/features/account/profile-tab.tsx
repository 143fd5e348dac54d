import { useTranslation } from 'react-i18next'
import { PanelPage } from '../../components/ui/panel-page.tsx'
import { ProfileSection } from './components/profile-section.tsx'

export function ProfileTab() {
  const { t } = useTranslation()
  return (
    <PanelPage title={t('profile.title')} intro={t('profile.intro')}>
      <ProfileSection />
    </PanelPage>
  )
}
