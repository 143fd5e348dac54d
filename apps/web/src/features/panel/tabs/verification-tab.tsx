import { useTranslation } from 'react-i18next'
import { PanelPage } from '../../../components/ui/panel-page.tsx'
import { VerificationSection } from '../../verification/index.ts'

/** "Become a co-host", in both panels. */
export function VerificationTab() {
  const { t } = useTranslation()
  return (
    <PanelPage title={t('verification.title')} intro={t('verification.intro')}>
      <VerificationSection />
    </PanelPage>
  )
}
