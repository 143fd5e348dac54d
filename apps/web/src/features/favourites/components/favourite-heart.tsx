import { todayInMontreal } from '@demeure/shared/zod-free'
import { Heart } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { cx } from '../../../lib/cx.ts'
import { heartDates } from '../lib/wanted-dates.ts'
import { useFavourite } from '../use-favourite.ts'

type TFavouriteHeartProps = {
  listingId: number
  /** The home's title in the reader's language: the button's name says which home it saves. */
  title: string
  /** `overlay`: a round button over a card's photo; `inline`: a labelled button (the listing page). */
  variant?: 'overlay' | 'inline'
  /**
   * The stay chosen beside the heart (the listing page's booking panel): saved with the home when
   * it is a pair the API takes. A card knows no stay, so it saves none.
   */
  chosenDates?: { checkIn: string; checkOut: string }
  className?: string
}

/** Saves or forgets a home: a toggle button (aria-pressed) named after the home. */
export function FavouriteHeart({
  listingId,
  title,
  variant = 'overlay',
  chosenDates,
  className,
}: TFavouriteHeartProps) {
  const { t } = useTranslation()
  const { isSaved, toggle } = useFavourite(listingId)
  const onClick = () => toggle(isSaved ? undefined : heartDates(chosenDates, todayInMontreal()))
  const label = t(isSaved ? 'favourites.remove' : 'favourites.save', { title })
  const icon = (
    <Heart
      aria-hidden="true"
      className={cx('size-5 transition-colors', isSaved ? 'fill-accent text-accent' : 'text-ink')}
    />
  )
  if (variant === 'inline') {
    return (
      <button
        type="button"
        aria-pressed={isSaved}
        aria-label={label}
        onClick={onClick}
        className={cx(buttonClass('secondary', 'md'), className)}
      >
        {icon}
        <span aria-hidden="true" className="hidden sm:inline">
          {t(isSaved ? 'favourites.saved' : 'favourites.saveShort')}
        </span>
      </button>
    )
  }
  return (
    <button
      type="button"
      aria-pressed={isSaved}
      aria-label={label}
      title={label}
      onClick={onClick}
      className={cx(
        'flex size-11 items-center justify-center rounded-full bg-surface/90 shadow-sm transition-transform hover:scale-105',
        className,
      )}
    >
      {icon}
    </button>
  )
}
