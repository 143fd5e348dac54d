import { formatDisplayDate, type THostListing, todayInMontreal } from '@demeure/shared'
import { CalendarPlus, Pencil, Trash2 } from 'lucide-react'
import { useState } from 'react'
import toast from 'react-hot-toast'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button.tsx'
import { PeriodFields, type TPeriod } from '../../../components/ui/period-fields.tsx'
import { translateIssue } from '../../../lib/translate-issue.ts'
import { ImportedFrom } from '../../calendar-sync/index.ts'
import { useAddReservedDate } from '../api/use-add-reserved-date.ts'
import { useDeleteReservedDate } from '../api/use-delete-reserved-date.ts'
import { useUpdateReservedDate } from '../api/use-update-reserved-date.ts'
import { checkReservedDate } from '../lib/check-reserved-date.ts'

const EMPTY: TPeriod = { start_date: '', end_date: '' }

type TPeriodInputsProps = {
  value: TPeriod
  onChange: (value: TPeriod) => void
  error?: string
}

/** Both dates on the product's calendar (from today on), with the period's one message under them. */
function PeriodInputs({ value, onChange, error }: TPeriodInputsProps) {
  return (
    <div className="flex flex-col gap-2">
      <PeriodFields
        value={value}
        fromDate={todayInMontreal()}
        onChange={(part, day) => onChange({ ...value, [part]: day })}
      />
      {error && (
        <p role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  )
}

/**
 * Reserved dates: added, edited and deleted one at a time, each with
 * its own call; every one carries is_available false.
 */
export function ReservedDatesEditor({ listing }: { listing: THostListing | undefined }) {
  const { t } = useTranslation()
  const addDate = useAddReservedDate()
  const updateDate = useUpdateReservedDate()
  const deleteDate = useDeleteReservedDate()
  const [draft, setDraft] = useState<TPeriod>(EMPTY)
  const [draftError, setDraftError] = useState<string>()
  const [editing, setEditing] = useState<{ id: number; period: TPeriod; error?: string } | null>(null)
  const [confirmingDelete, setConfirmingDelete] = useState<number | null>(null)
  const reserved = (listing?.availabilities ?? []).filter((period) => !period.is_available)

  function add() {
    const problem = checkReservedDate(listing?.property_id, draft)
    if (problem || !listing) {
      setDraftError(problem ? translateIssue(problem) : undefined)
      return
    }
    addDate.mutate(
      { property: listing.property_id, ...draft },
      {
        onSuccess: () => {
          setDraft(EMPTY)
          toast.success(t('hosting.reservedAdded'))
        },
        onError: () => toast.error(t('hosting.reservedAddFailed')),
      },
    )
  }

  function save() {
    if (!editing) return
    const problem = checkReservedDate(listing?.property_id, editing.period)
    if (problem) {
      setEditing({ ...editing, error: translateIssue(problem) })
      return
    }
    updateDate.mutate(
      { id: editing.id, ...editing.period },
      {
        onSuccess: () => {
          setEditing(null)
          toast.success(t('hosting.reservedUpdated'))
        },
        onError: () => toast.error(t('hosting.reservedUpdateFailed')),
      },
    )
  }

  function remove(id: number) {
    deleteDate.mutate(id, {
      onSuccess: () => {
        setConfirmingDelete(null)
        toast.success(t('hosting.reservedDeleted'))
      },
      onError: () => toast.error(t('hosting.reservedDeleteFailed')),
    })
  }

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-ink-muted">{t('hostListings.reservedIntro')}</p>
      {reserved.length === 0 ? (
        <p className="text-sm text-ink-muted">{t('empty.reservedDates')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {reserved.map((period) => {
            const range = `${formatDisplayDate(period.start_date)} – ${formatDisplayDate(period.end_date)}`
            if (editing?.id === period.availability_id) {
              return (
                <li
                  key={period.availability_id}
                  className="rounded-control border border-brand bg-brand-soft/40 p-3"
                >
                  <PeriodInputs
                    value={editing.period}
                    error={editing.error}
                    onChange={(value) => setEditing({ id: period.availability_id, period: value })}
                  />
                  <div className="mt-3 flex flex-wrap justify-end gap-2">
                    <Button variant="secondary" size="sm" onClick={() => setEditing(null)}>
                      {t('common.cancel')}
                    </Button>
                    <Button size="sm" isBusy={updateDate.isPending} onClick={save}>
                      {t('hostListings.saveDates')}
                    </Button>
                  </div>
                </li>
              )
            }
            return (
              <li
                key={period.availability_id}
                className="flex flex-wrap items-center gap-2 rounded-control border border-line bg-canvas px-3 py-2"
              >
                <span className="min-w-0 flex-1 font-medium text-ink tabular-nums">{range}</span>
                {period.calendar_feed !== null && listing ? (
                  // Imported dates are replaced at each sync: they change on their own platform.
                  <span title={t('calendarSync.importedReadOnly')}>
                    <ImportedFrom listingId={listing.property_id} feedId={period.calendar_feed} />
                  </span>
                ) : confirmingDelete === period.availability_id ? (
                  <>
                    <Button variant="secondary" size="sm" onClick={() => setConfirmingDelete(null)}>
                      {t('common.cancel')}
                    </Button>
                    <Button
                      variant="danger"
                      size="sm"
                      isBusy={deleteDate.isPending}
                      onClick={() => remove(period.availability_id)}
                    >
                      {t('hostListings.confirmDeleteDates')}
                    </Button>
                  </>
                ) : (
                  <>
                    <Button
                      variant="ghost"
                      size="sm"
                      disabled={editing !== null}
                      aria-label={t('hostListings.editDates', { range })}
                      onClick={() =>
                        setEditing({
                          id: period.availability_id,
                          period: { start_date: period.start_date, end_date: period.end_date },
                        })
                      }
                    >
                      <Pencil aria-hidden="true" className="size-4" />
                      {t('hostListings.edit')}
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      disabled={editing !== null}
                      aria-label={t('hostListings.deleteDates', { range })}
                      onClick={() => setConfirmingDelete(period.availability_id)}
                    >
                      <Trash2 aria-hidden="true" className="size-4" />
                      {t('hostListings.delete')}
                    </Button>
                  </>
                )}
              </li>
            )
          })}
        </ul>
      )}
      <fieldset className="flex min-w-0 flex-col gap-3 rounded-control border border-dashed border-line-strong p-3">
        <legend className="px-1 text-sm font-semibold text-ink">{t('hostListings.addDatesTitle')}</legend>
        <PeriodInputs
          value={draft}
          error={draftError}
          onChange={(value) => {
            setDraft(value)
            setDraftError(undefined)
          }}
        />
        <div>
          <Button variant="secondary" isBusy={addDate.isPending} onClick={add}>
            <CalendarPlus aria-hidden="true" className="size-4" />
            {t('hostListings.addDates')}
          </Button>
        </div>
      </fieldset>
    </div>
  )
}
