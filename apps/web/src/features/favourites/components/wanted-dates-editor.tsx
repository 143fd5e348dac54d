import { todayInMontreal } from '@demeure/shared/zod-free'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button.tsx'
import { FormAlert } from '../../../components/ui/form-alert.tsx'
import { StayDateFields } from '../../../components/ui/stay-date-fields.tsx'
import { errorFields, errorMessage } from '../../../lib/api-error.ts'
import { useSetWantedDates } from '../api/use-set-wanted-dates.ts'
import { type TWantedDates, wantedDatesProblem } from '../lib/wanted-dates.ts'

type TWantedDatesEditorProps = {
  listingId: number
  /** The dates saved now, or null. */
  saved: TWantedDates | null
  onDone: () => void
}

/**
 * Sets, changes or clears a saved home's wanted dates with the app's date fields. Dates the shared
 * rules refuse (check-out not after check-in, check-in passed, a stay too short or too long) are
 * said under the field, and nothing is sent.
 */
export function WantedDatesEditor({ listingId, saved, onDone }: TWantedDatesEditorProps) {
  const { t } = useTranslation()
  const today = todayInMontreal()
  const [checkIn, setCheckIn] = useState(saved?.check_in ?? '')
  const [checkOut, setCheckOut] = useState(saved?.check_out ?? '')
  const [problem, setProblem] = useState<{ field: 'check_in' | 'check_out'; message: string } | null>(null)
  const save = useSetWantedDates(listingId)
  const serverFields = errorFields(save.error)

  function send(dates: TWantedDates | null) {
    save.mutate(dates, { onSuccess: onDone })
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    if (!checkIn || !checkOut) {
      setProblem({ field: checkIn ? 'check_out' : 'check_in', message: t('bookings.bothDatesRequired') })
      return
    }
    const refused = wantedDatesProblem(checkIn, checkOut, today)
    if (refused) {
      setProblem({ field: refused === 'stay.checkInPast' ? 'check_in' : 'check_out', message: t(refused) })
      return
    }
    setProblem(null)
    send({ check_in: checkIn, check_out: checkOut })
  }

  const errorOf = (field: 'check_in' | 'check_out') =>
    problem?.field === field ? problem.message : serverFields[field]
  const failure =
    save.isError && !serverFields.check_in && !serverFields.check_out
      ? errorMessage(save.error, t('favourites.dates.saveFailed'))
      : null

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3 rounded-card border border-line p-3">
      <StayDateFields
        checkIn={checkIn}
        checkOut={checkOut}
        onCheckInChange={(value) => {
          setCheckIn(value)
          setProblem(null)
        }}
        onCheckOutChange={(value) => {
          setCheckOut(value)
          setProblem(null)
        }}
        fromDate={today}
        checkInField={{ error: errorOf('check_in') }}
        checkOutField={{ error: errorOf('check_out') }}
      />
      {failure && <FormAlert message={failure} />}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" isBusy={save.isPending}>
          {t('favourites.dates.save')}
        </Button>
        {saved && (
          <Button
            type="button"
            variant="secondary"
            size="sm"
            disabled={save.isPending}
            onClick={() => send(null)}
          >
            {t('favourites.dates.clear')}
          </Button>
        )}
        <Button type="button" variant="ghost" size="sm" onClick={onDone}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  )
}
