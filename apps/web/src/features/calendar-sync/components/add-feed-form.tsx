import { MAX_CALENDAR_FEEDS } from '@demeure/shared'
import { CalendarPlus } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import toast from 'react-hot-toast'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button.tsx'
import { TextField } from '../../../components/ui/text-field.tsx'
import { errorFields, errorMessage } from '../../../lib/api-error.ts'
import { useAddCalendarFeed } from '../api/use-add-calendar-feed.ts'

const EMPTY = { name: '', url: '' }

/** Adds an external calendar; the server checks the address and syncs it once right away. */
export function AddFeedForm({ listingId, count }: { listingId: number; count: number }) {
  const { t } = useTranslation()
  const [draft, setDraft] = useState(EMPTY)
  const add = useAddCalendarFeed(listingId)
  const fields = errorFields(add.error)
  const isFull = count >= MAX_CALENDAR_FEEDS

  function submit(event: FormEvent) {
    event.preventDefault()
    add.mutate(draft, {
      onSuccess: (feed) => {
        setDraft(EMPTY)
        if (feed.last_error) toast.error(t('calendarSync.addedWithError', { name: feed.name }))
        else toast.success(t('calendarSync.added', { name: feed.name, count: feed.event_count }))
      },
      onError: (error) => {
        if (Object.keys(errorFields(error)).length === 0)
          toast.error(errorMessage(error, t('calendarSync.actionFailed')))
      },
    })
  }

  if (isFull)
    return <p className="text-sm text-ink-muted">{t('calendarSync.full', { max: MAX_CALENDAR_FEEDS })}</p>
  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-3 rounded-control border border-dashed border-line-strong p-3"
    >
      <p className="text-sm font-semibold text-ink">{t('calendarSync.addTitle')}</p>
      <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <TextField
          label={t('calendarSync.name')}
          placeholder={t('calendarSync.namePlaceholder')}
          value={draft.name}
          maxLength={60}
          error={fields.name}
          onChange={(event) => setDraft({ ...draft, name: event.target.value })}
        />
        <TextField
          label={t('calendarSync.url')}
          placeholder="https://www.airbnb.ca/calendar/ical/….ics"
          type="url"
          inputMode="url"
          value={draft.url}
          error={fields.url}
          onChange={(event) => setDraft({ ...draft, url: event.target.value })}
        />
      </div>
      <div>
        <Button type="submit" variant="secondary" isBusy={add.isPending}>
          <CalendarPlus aria-hidden="true" className="size-4" />
          {t('calendarSync.add')}
        </Button>
      </div>
    </form>
  )
}
