import { useTranslation } from 'react-i18next'
import { cx } from '../../../lib/cx.ts'
import type { TNotificationFilter } from '../api/notifications-cache.ts'

const FILTERS: readonly TNotificationFilter[] = ['all', 'unread']

/** All notices or only the unread ones, as chips (the reservations' filter look). */
export function NotificationsFilter({
  value,
  onChange,
}: {
  value: TNotificationFilter
  onChange: (filter: TNotificationFilter) => void
}) {
  const { t } = useTranslation()
  return (
    <fieldset className="min-w-0">
      <legend className="sr-only">{t('notifications.filterLabel')}</legend>
      <div className="flex gap-2">
        {FILTERS.map((filter) => (
          <button
            key={filter}
            type="button"
            aria-pressed={filter === value}
            onClick={() => onChange(filter)}
            className={cx(
              'h-11 shrink-0 rounded-full border px-4 text-sm font-semibold whitespace-nowrap transition-colors sm:h-9',
              filter === value
                ? 'border-brand bg-brand text-white'
                : 'border-line-strong bg-surface text-ink hover:bg-brand-soft',
            )}
          >
            {t(`notifications.filter.${filter}`)}
          </button>
        ))}
      </div>
    </fieldset>
  )
}
