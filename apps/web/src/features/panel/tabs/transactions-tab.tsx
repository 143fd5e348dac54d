import { useTranslation } from 'react-i18next'
import { PanelPage } from '../../../components/ui/panel-page.tsx'
import { TransactionsList } from '../../transactions/index.ts'

export function TransactionsTab() {
  const { t } = useTranslation()
  return (
    <PanelPage title={t('panel.nav.transactions')} intro={t('transactions.intro')}>
      <TransactionsList />
    </PanelPage>
  )
}
