import { X } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useObjectUrls } from './use-object-urls.ts'

type TPhotoGridProps = { photos: File[]; onRemove: (position: number) => void }

/** Thumbnails of the picked photos (4:3, as on the cards), each with a remove button. */
export function PhotoGrid({ photos, onRemove }: TPhotoGridProps) {
  const { t } = useTranslation()
  const urls = useObjectUrls(photos)
  if (photos.length === 0) return null
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
      {photos.map((photo, index) => (
        <li
          key={`${photo.name}-${photo.lastModified}-${photo.size}`}
          className="relative overflow-hidden rounded-control border border-line bg-canvas"
        >
          {urls[index] && (
            <img src={urls[index]} alt={photo.name} className="aspect-[4/3] w-full object-cover" />
          )}
          <p className="truncate px-2 py-1.5 text-xs text-ink-muted">{photo.name}</p>
          <button
            type="button"
            onClick={() => onRemove(index)}
            aria-label={t('listingForm.removePhoto', { name: photo.name })}
            className="absolute top-1.5 right-1.5 flex size-9 items-center justify-center rounded-full bg-surface/90 text-ink shadow-card hover:text-danger"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        </li>
      ))}
    </ul>
  )
}
