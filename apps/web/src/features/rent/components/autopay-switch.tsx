import type { TRentSchedule } from '@demeure/shared'
import toast from 'react-hot-toast'
import { useTranslation } from 'react-i18next'
import { Switch } from '../../../components/ui/switch.tsx'
import { errorMessage } from '../../../lib/api-error.ts'
import { useSetAutopay } from '../api/use-set-autopay.ts'

/**
 * The renter's choice between the saved card charged on each due date and paying each month by
 * hand. Autopay is never a condition of the stay (docs/product-rules.md): turning it off is one tap.
 */
export function AutopaySwitch({ schedule }: { schedule: TRentSchedule }) {
  const { t } = useTranslation()
  const setAutopay = useSetAutopay(schedule.booking_id)
  // While saving, the switch already shows the choice made.
  const isOn = setAutopay.isPending ? setAutopay.variables : schedule.autopay

  const change = (autopay: boolean) =>
    setAutopay.mutate(autopay, {
      onSuccess: () => toast.success(t(autopay ? 'rent.autopay.on' : 'rent.autopay.off')),
      onError: (error) => toast.error(errorMessage(error, t('rent.autopay.failed'))),
    })

  return (
    <div className="flex flex-col gap-2 rounded-control bg-canvas p-4">
      <Switch
        label={t('rent.autopay.label')}
        description={t('rent.autopay.explain')}
        checked={isOn}
        isBusy={setAutopay.isPending}
        onChange={change}
      />
      {!schedule.has_saved_card && <p className="text-sm text-ink-muted">{t('rent.autopay.noCard')}</p>}
    </div>
  )
}
