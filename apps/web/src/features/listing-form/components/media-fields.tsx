import { MAX_PHOTOS_PER_LISTING } from '@demeure/shared'
import { Video } from 'lucide-react'
import type { ReactNode } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FileList, RemoveFileButton } from '../../../components/ui/file-list.tsx'
import { FilePicker } from '../../../components/ui/file-picker.tsx'
import { issue } from '../../../lib/form-check.ts'
import { translateIssue } from '../../../lib/translate-issue.ts'
import { checkPhotos, checkVideo } from '../lib/check-media.ts'
import type { TListingValues } from '../lib/listing-values.ts'
import { PhotoGrid } from './photo-grid.tsx'

const PHOTO_ACCEPT = '.jpg,.jpeg,.png'
const VIDEO_ACCEPT = '.mp4,.mov,.avi,.mkv'

type TVideoKind = 'video' | 'ownership_verification_video'

type TMediaFieldsProps = {
  form: UseFormReturn<TListingValues>
  /** Editing adds photos to those the listing has and may replace its video; no ownership video. */
  existing?: { photoCount: number; videoUrl: string | null; children?: ReactNode }
}

/**
 * Photos, the optional video and the required ownership verification video.
 * Picked files are checked at once: invalid ones are dropped with the spec's messages.
 */
export function MediaFields({ form, existing }: TMediaFieldsProps) {
  const { t, i18n } = useTranslation()
  const { watch, setValue, setError, clearErrors, formState } = form
  const { errors } = formState
  const photos = watch('photos')

  function pickPhotos(picked: File[]) {
    const { valid, problems } = checkPhotos(picked)
    const messages = problems.map(translateIssue)
    const room = MAX_PHOTOS_PER_LISTING - (existing?.photoCount ?? 0) - photos.length
    if (valid.length > room) {
      messages.push(translateIssue(issue('listingForm.tooManyPhotos', { max: MAX_PHOTOS_PER_LISTING })))
    }
    setValue('photos', [...photos, ...valid.slice(0, Math.max(0, room))])
    // Every dropped photo is named, the messages joined with a space.
    if (messages.length > 0) setError('photos', { type: 'validate', message: messages.join(' ') })
    else clearErrors('photos')
  }

  function pickVideo(kind: TVideoKind, file: File) {
    const problem = checkVideo(file, kind)
    if (problem) {
      setError(kind, { type: 'validate', message: translateIssue(problem) })
      return
    }
    setValue(kind, file)
    clearErrors(kind)
  }

  function videoPicker(kind: TVideoKind, hint: string) {
    const file = watch(kind)
    return (
      <FilePicker
        label={t(`listingForm.fields.${kind}`)}
        action={
          file || (kind === 'video' && existing?.videoUrl)
            ? t('listingForm.replaceVideo')
            : t('listingForm.chooseVideo')
        }
        accept={VIDEO_ACCEPT}
        hint={hint}
        error={errors[kind]?.message}
        onPick={([picked]) => picked && pickVideo(kind, picked)}
      >
        {kind === 'video' && existing?.videoUrl && !file && (
          <video
            src={existing.videoUrl}
            controls
            preload="metadata"
            className="aspect-video w-full max-w-md rounded-control bg-ink"
          >
            <track kind="captions" />
          </video>
        )}
        {file && (
          <FileList
            language={i18n.resolvedLanguage ?? 'en'}
            items={[
              {
                key: kind,
                name: file.name,
                size: file.size,
                action: (
                  <RemoveFileButton
                    label={t('listingForm.removeFile', { name: file.name })}
                    onClick={() => setValue(kind, null)}
                  />
                ),
              },
            ]}
          />
        )}
      </FilePicker>
    )
  }

  return (
    <div className="flex flex-col gap-8">
      <FilePicker
        label={t('listingForm.fields.photos')}
        action={t('listingForm.choosePhotos')}
        accept={PHOTO_ACCEPT}
        isMultiple
        hint={t('listingForm.hints.photos', { max: MAX_PHOTOS_PER_LISTING })}
        error={errors.photos?.message}
        onPick={pickPhotos}
      >
        {existing?.children}
        <PhotoGrid
          photos={photos}
          onRemove={(position) =>
            setValue(
              'photos',
              photos.filter((_, index) => index !== position),
            )
          }
        />
      </FilePicker>
      {videoPicker('video', t('listingForm.hints.video'))}
      {!existing && (
        <div className="flex flex-col gap-4 rounded-card border border-accent/30 bg-accent-soft/60 p-4 sm:p-5">
          <div className="flex items-start gap-3">
            <Video aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent" />
            <div className="flex flex-col gap-1 text-sm text-ink">
              <p className="font-semibold">{t('listingForm.ownership.title')}</p>
              <ul className="list-disc pl-5 text-ink-muted">
                <li>{t('listingForm.ownership.length')}</li>
                <li>{t('listingForm.ownership.live')}</li>
                <li>{t('listingForm.ownership.show')}</li>
                <li>{t('listingForm.ownership.private')}</li>
              </ul>
            </div>
          </div>
          {videoPicker('ownership_verification_video', t('listingForm.hints.video'))}
        </div>
      )}
    </div>
  )
}
