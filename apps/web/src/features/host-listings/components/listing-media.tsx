import type { THostListing } from '@demeure/shared'
import { useTranslation } from 'react-i18next'

/** The listing's photos (4:3) and video, read-only. */
export function ListingMedia({ listing }: { listing: THostListing }) {
  const { t } = useTranslation()
  if (listing.photos.length === 0 && !listing.video)
    return <p className="text-sm text-ink-muted">{t('empty.media')}</p>
  return (
    <div className="flex flex-col gap-4">
      {listing.photos.length > 0 && (
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {listing.photos.map((photo, index) => (
            <li key={photo.id}>
              <a href={photo.image} target="_blank" rel="noopener noreferrer" className="block">
                <img
                  src={photo.card}
                  alt={photo.description || t('hostListings.photoAlt', { number: index + 1 })}
                  loading="lazy"
                  className="aspect-[4/3] w-full rounded-control object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
      {listing.video && (
        <video
          src={listing.video}
          controls
          preload="metadata"
          aria-label={t('listingForm.fields.video')}
          className="aspect-video w-full max-w-xl rounded-control bg-ink"
        >
          <track kind="captions" />
        </video>
      )}
    </div>
  )
}
