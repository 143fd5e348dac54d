import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { ApiError } from '../../../lib/api-error.ts'
import { cx } from '../../../lib/cx.ts'

type TMapStatusProps = {
  query: {
    /** The viewport's answer: how many matching homes it holds. */
    data?: { total: number }
    isFetching: boolean
    isError: boolean
    error: unknown
    refetch: () => unknown
  }
  className?: string
}

const chipClass = 'card flex items-center gap-2 px-4 py-2 text-sm shadow-raised'

/**
 * The map's loading, error, empty and loaded states, as one chip over the map
 * so the map itself stays usable.
 */
export function MapStatus({ query, className }: TMapStatusProps) {
  const { t, i18n } = useTranslation()
  const format = (value: number) => value.toLocaleString(i18n.resolvedLanguage)
  if (query.isError) {
    // An answer from the server (it said no) or none at all (network, crash) read differently.
    const text =
      query.error instanceof ApiError && query.error.status < 500 ? t('map.fetchFailed') : t('map.fetchError')
    return (
      <div role="alert" className={cx(chipClass, 'text-danger', className)}>
        <span className="font-medium">{text}</span>
        <Button size="sm" variant="secondary" onClick={() => void query.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    )
  }
  // One live region from the first paint on (the server's first screen included), whose words
  // change: screen readers announce the count when it arrives, which they may not do for a region
  // that appears together with its text.
  const data = query.data
  const text = !data
    ? t('map.loading')
    : data.total === 0
      ? t('map.emptyArea')
      : t('map.countArea', { total: format(data.total) })
  return (
    <output aria-live="polite" className={cx(chipClass, className)}>
      {(query.isFetching || !data) && <Spinner className="size-4" />}
      <span className="text-ink">{text}</span>
    </output>
  )
}
