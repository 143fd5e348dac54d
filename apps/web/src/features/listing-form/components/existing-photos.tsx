import type { THostListing } from '@demeure/shared'
import { Trash2 } from 'lucide-react'
import { useState } from 'react'
import toast from 'react-hot-toast'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button.tsx'
import { useDeletePhoto } from '../api/use-delete-photo.ts'

/**
 * The listing's photos in edit mode. Removing one takes effect at once (its own call), after a
 * second click that confirms it.
 */
export function ExistingPhotos({ photos }: { photos: THostListing['photos'] }) {
  const { t } = useTranslation()
  const deletePhoto = useDeletePhoto()
  const [confirming, setConfirming] = useState<number | null>(null)
  if (photos.length === 0) return <p className="text-sm text-ink-muted">{t('empty.media')}</p>
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {photos.map((photo) => (
        <li key={photo.id} className="overflow-hidden rounded-control border border-line bg-canvas">
          <img src={photo.card} alt={photo.description} className="aspect-[4/3] w-full object-cover" />
          <div className="flex p-1.5">
            {confirming === photo.id ? (
              <div className="flex w-full gap-1.5">
                <Button
                  variant="secondary"
                  size="sm"
                  className="flex-1 px-2"
                  onClick={() => setConfirming(null)}
                >
                  {t('common.cancel')}
                </Button>
                <Button
                  variant="danger"
                  size="sm"
                  className="flex-1 px-2"
                  isBusy={deletePhoto.isPending}
                  onClick={() =>
                    deletePhoto.mutate(photo.id, {
                      onSuccess: () => {
                        setConfirming(null)
                        toast.success(t('listingForm.photoRemoved'))
                      },
                      onError: () => toast.error(t('listingForm.photoRemoveFailed')),
                    })
                  }
                >
                  {t('listingForm.remove')}
                </Button>
              </div>
            ) : (
              <Button
                variant="secondary"
                size="sm"
                isBlock
                onClick={() => setConfirming(photo.id)}
                aria-label={t('listingForm.removeSavedPhoto', { number: photos.indexOf(photo) + 1 })}
              >
                <Trash2 aria-hidden="true" className="size-4" />
                {t('listingForm.remove')}
              </Button>
            )}
          </div>
        </li>
      ))}
    </ul>
  )
}
