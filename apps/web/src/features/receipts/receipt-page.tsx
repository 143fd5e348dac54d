import { ArrowLeft } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router'
import { PanelPage } from '../../components/ui/panel-page.tsx'
import { ReceiptPanel } from './components/receipt-panel.tsx'

/** `/user-panel/receipts/:id` (and the co-host panel's): one receipt, to read, print or keep as a PDF. */
export function ReceiptPage() {
  const { t } = useTranslation()
  const { id = '' } = useParams()
  return (
    <PanelPage title={t('receipts.pageTitle')}>
      <Link
        to="../transactions"
        className="text-link inline-flex min-h-11 items-center gap-1 self-start print:hidden"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('receipts.back')}
      </Link>
      <ReceiptPanel id={id} />
    </PanelPage>
  )
}
