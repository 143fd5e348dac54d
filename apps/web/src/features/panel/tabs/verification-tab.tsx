import { useTranslation } from 'react-i18next'
import { VerificationSection } from '../../verification/index.ts'
import { PanelPage } from '../components/panel-page.tsx'

/** "Become a co-host", in both panels. */
export function VerificationTab() {
  const { t } = useTranslation()
  return (
    <PanelPage title={t('verification.title')} intro={t('verification.intro')}>
      <VerificationSection />
    </PanelPage>
  )
}
