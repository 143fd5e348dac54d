import type { TListingDetail } from '@demeure/shared'
import { listingHeroSizes, photoSrcSet } from '@demeure/shared/zod-free'
import { ImageOff, Images } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Dialog } from '../../../components/ui/dialog.tsx'
import { cx } from '../../../lib/cx.ts'
import { ListingPhoto } from './listing-photo.tsx'

/**
 * Where each of the first five photos sits in the wide layout: the first is large, the others
 * fill the right half whatever their number, so there is never an empty cell.
 */
function tileClass(index: number, count: number): string {
  if (count === 1) return 'sm:col-span-4 sm:row-span-2'
  if (index === 0) return 'sm:col-span-2 sm:row-span-2'
  if (count === 2) return 'sm:col-span-2 sm:row-span-2'
  if (count === 3 || (count === 4 && index === 1)) return 'sm:col-span-2'
  return ''
}

type TListingGalleryProps = { title: string; photos: TListingDetail['photos']; video: string | null }

/**
 * The photos: one large and four small on wide screens, a swipeable row on phones, and every
 * photo (and the video) in a dialog. 'No media available' when the host added none.
 */
export function ListingGallery({ title, photos, video }: TListingGalleryProps) {
  const { t } = useTranslation()
  const [isOpen, setIsOpen] = useState(false)
  if (photos.length === 0 && !video) {
    return (
      <div className="flex aspect-[16/9] max-h-96 w-full flex-col items-center justify-center gap-2 rounded-card bg-brand-soft text-ink-muted">
        <ImageOff aria-hidden="true" className="size-8" />
        <p className="font-medium">{t('empty.media')}</p>
      </div>
    )
  }
  const alt = (index: number) =>
    photos[index]?.description || t('listings.photoAlt', { title, number: index + 1 })
  return (
    <div className="relative">
      <ul
        aria-label={t('listings.photos')}
        className="-mx-4 flex snap-x snap-mandatory gap-2 overflow-x-auto px-4 sm:mx-0 sm:grid sm:aspect-[2/1] sm:max-h-[30rem] sm:w-full sm:grid-cols-4 sm:grid-rows-2 sm:overflow-hidden sm:rounded-card sm:px-0"
      >
        {photos.slice(0, 5).map((photo, index, shown) => (
          <li
            key={photo.image}
            className={cx(
              'w-[85%] shrink-0 snap-center sm:min-h-0 sm:w-auto',
              tileClass(index, shown.length),
            )}
          >
            <button
              type="button"
              onClick={() => setIsOpen(true)}
              className="block size-full overflow-hidden rounded-card"
            >
              <ListingPhoto
                src={index === 0 ? photo.image : photo.card}
                // The server preloads this same choice for the first photo (pages/listing-head.ts).
                srcSet={index === 0 ? photoSrcSet(photo) : undefined}
                sizes={index === 0 ? listingHeroSizes(shown.length) : undefined}
                alt={alt(index)}
                isEager={index === 0}
                className="aspect-[4/3] size-full transition-transform hover:scale-[1.02] sm:aspect-auto"
              />
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        onClick={() => setIsOpen(true)}
        className="absolute right-3 bottom-3 flex h-10 items-center gap-2 rounded-control border border-line-strong bg-surface px-3 text-sm font-semibold text-ink shadow-card hover:bg-canvas"
      >
        <Images aria-hidden="true" className="size-4" />
        {t('listings.allPhotos', { total: photos.length })}
      </button>
      <Dialog open={isOpen} onOpenChange={setIsOpen} title={title} layout="fullscreen">
        <div className="mx-auto flex max-w-4xl flex-col gap-4">
          {video && (
            // biome-ignore lint/a11y/useMediaCaption: hosts upload tours without captions; the listing's text describes it
            <video src={video} controls preload="metadata" className="w-full rounded-card bg-ink" />
          )}
          {photos.map((photo, index) => (
            <figure key={photo.image}>
              <ListingPhoto src={photo.image} alt={alt(index)} className="w-full rounded-card" />
              {photo.description && (
                <figcaption className="mt-2 text-sm text-ink-muted">{photo.description}</figcaption>
              )}
            </figure>
          ))}
        </div>
      </Dialog>
    </div>
  )
}
