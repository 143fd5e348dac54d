import { Hourglass } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useNow } from '../../../lib/use-now.ts'
import { timeLeft } from '../lib/time-left.ts'

type TTimeLeftNoteProps = { expiresAt: string; whose: 'host' | 'guest' }

/** How long the host has to answer (72 h), or the guest to pay (48 h), before the booking lapses. */
export function TimeLeftNote({ expiresAt, whose }: TTimeLeftNoteProps) {
  const { t } = useTranslation()
  const left = timeLeft(expiresAt, useNow())
  if (!left) return null
  const time = t(`hostBookings.duration.${left.unit}`, left)
  return (
    <p className="inline-flex items-center gap-1.5 text-sm font-medium text-warning">
      <Hourglass aria-hidden="true" className="size-4 shrink-0" />
      {whose === 'host' ? t('hostBookings.answerWithin', { time }) : t('hostBookings.payWithin', { time })}
    </p>
  )
}
