import { formatDisplayDate, type TLease } from '@demeure/shared'
import toast from 'react-hot-toast'
import { useTranslation } from 'react-i18next'
import { Dialog } from '../../../components/ui/dialog.tsx'
import { FormActions } from '../../../components/ui/form-actions.tsx'
import { errorMessage } from '../../../lib/api-error.ts'
import { useGiveNotice } from '../api/use-lease-actions.ts'

type TNoticeDialogProps = { lease: TLease; open: boolean; onOpenChange: (open: boolean) => void }

/** The renter confirms the notice of non-renewal: the stay then ends on the term's end. */
export function NoticeDialog({ lease, open, onOpenChange }: TNoticeDialogProps) {
  const { t } = useTranslation()
  const notice = useGiveNotice(lease.booking_id)
  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    notice.mutate(undefined, {
      onSuccess: () => {
        toast.success(t('lease.notice.done'))
        onOpenChange(false)
      },
      onError: (error) => toast.error(errorMessage(error, t('lease.failed'))),
    })
  }
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !notice.isPending && onOpenChange(next)}
      title={t('lease.notice.title')}
    >
      <form onSubmit={submit} className="flex flex-col gap-4">
        <p className="text-ink">
          {t('lease.notice.text', { end: formatDisplayDate(lease.renewal.term_end) })}
        </p>
        <FormActions
          onCancel={() => onOpenChange(false)}
          label={t('lease.notice.submit')}
          isBusy={notice.isPending}
        />
      </form>
    </Dialog>
  )
}
