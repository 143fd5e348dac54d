import type { TFavourite } from '@demeure/shared'
import { formatDisplayDate } from '@demeure/shared/zod-free'
import { CalendarDays } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button.tsx'
import { WantedDatesEditor } from './wanted-dates-editor.tsx'

type TWantedDatesProps = {
  favourite: Pick<TFavourite, 'check_in' | 'check_out'>
  listingId: number
  /** The home's title in the reader's language: the group says whose dates these are. */
  title: string
}

/** Under a saved home's card, named after the home: the dates wanted for it, and their editor. */
export function WantedDates({ favourite, listingId, title }: TWantedDatesProps) {
  const { t } = useTranslation()
  const [isEditing, setIsEditing] = useState(false)
  const { check_in: checkIn, check_out: checkOut } = favourite
  return (
    <section aria-label={t('favourites.dates.group', { title })} className="mt-2 flex flex-col gap-2">
      {isEditing ? (
        <WantedDatesEditor
          listingId={listingId}
          saved={checkIn && checkOut ? { check_in: checkIn, check_out: checkOut } : null}
          onDone={() => setIsEditing(false)}
        />
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-sm">
          <p className="flex items-center gap-1.5 text-ink">
            <CalendarDays aria-hidden="true" className="size-4 shrink-0 text-ink-muted" />
            {checkIn && checkOut ? (
              <span className="tabular-nums">
                {t('favourites.dates.wanted', {
                  checkIn: formatDisplayDate(checkIn),
                  checkOut: formatDisplayDate(checkOut),
                })}
              </span>
            ) : (
              <span className="text-ink-muted">{t('favourites.dates.none')}</span>
            )}
          </p>
          <Button variant="ghost" size="sm" onClick={() => setIsEditing(true)}>
            {t(checkIn ? 'favourites.dates.change' : 'favourites.dates.add')}
          </Button>
        </div>
      )}
    </section>
  )
}
