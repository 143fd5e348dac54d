import type { TFavouriteState } from '@demeure/shared'
import { useTranslation } from 'react-i18next'
import { cx } from '../../../lib/cx.ts'

const TONES: Record<Exclude<TFavouriteState, 'available'>, string> = {
  archived: 'bg-ink text-white',
  booked: 'bg-accent text-white',
  unavailable: 'bg-surface text-ink',
}

/** What became of a saved home, over its photo; nothing when it can be booked. */
export function FavouriteStateBadge({ state }: { state: TFavouriteState }) {
  const { t } = useTranslation()
  if (state === 'available') return null
  return (
    <span
      className={cx(
        'pointer-events-none absolute top-3 left-3 z-10 rounded-full px-3 py-1 text-xs font-semibold shadow-sm',
        TONES[state],
      )}
    >
      {t(`favourites.state.${state}`)}
    </span>
  )
}
