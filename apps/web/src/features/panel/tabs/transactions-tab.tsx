import { useTranslation } from 'react-i18next'
import { TransactionsList } from '../../transactions/index.ts'
import { PanelPage } from '../components/panel-page.tsx'

export function TransactionsTab() {
  const { t } = useTranslation()
  return (
    <PanelPage title={t('panel.nav.transactions')} intro={t('transactions.intro')}>
      <TransactionsList />
    </PanelPage>
  )
}
