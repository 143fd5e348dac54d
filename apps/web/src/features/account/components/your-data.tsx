import { Download, Trash2 } from 'lucide-react'
import { useState } from 'react'
import toast from 'react-hot-toast'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Button } from '../../../components/ui/button.tsx'
import { useExportData } from '../api/use-export-data.ts'
import { DeleteAccountDialog } from './delete-account-dialog.tsx'

/** The user's rights over their information: a copy of it, and deleting the account. */
export function YourData() {
  const { t } = useTranslation()
  const exportData = useExportData()
  const [isDeleting, setIsDeleting] = useState(false)
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col items-start gap-2">
        <p className="text-sm text-ink">{t('privacy.exportText')}</p>
        <Button
          variant="secondary"
          disabled={exportData.isPending}
          onClick={() =>
            exportData.mutate(undefined, { onError: () => toast.error(t('privacy.exportFailed')) })
          }
        >
          <Download aria-hidden="true" className="size-4" />
          {t('privacy.exportButton')}
        </Button>
      </div>
      <div className="flex flex-col items-start gap-2 border-t border-line pt-5">
        <p className="text-sm text-ink">{t('privacy.deleteText')}</p>
        <Button variant="danger" onClick={() => setIsDeleting(true)}>
          <Trash2 aria-hidden="true" className="size-4" />
          {t('privacy.deleteButton')}
        </Button>
      </div>
      <p className="text-sm text-ink-muted">
        <Link to="/privacy" className="font-semibold text-brand hover:underline">
          {t('privacy.policyLink')}
        </Link>
      </p>
      <DeleteAccountDialog open={isDeleting} onOpenChange={setIsDeleting} />
    </div>
  )
}
