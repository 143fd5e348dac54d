import { Camera } from 'lucide-react'
import { type ChangeEvent, useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Avatar } from '../../../components/ui/avatar.tsx'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { cx } from '../../../lib/cx.ts'
import { translateIssue } from '../../../lib/translate-issue.ts'
import { checkProfilePicture } from '../lib/check-profile-picture.ts'
import { useObjectUrl } from './use-object-url.ts'

type TProfilePictureInputProps = {
  name: string
  currentUrl: string | null
  file: File | null
  error?: string
  onChange: (file: File | null, error?: string) => void
}

export function ProfilePictureInput({ name, currentUrl, file, error, onChange }: TProfilePictureInputProps) {
  const { t } = useTranslation()
  const inputId = useId()
  const previewUrl = useObjectUrl(file)

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null
    // Clearing the input lets the same file be chosen again after an error.
    event.target.value = ''
    if (!chosen) return
    const problem = checkProfilePicture(chosen)
    onChange(problem ? null : chosen, problem ? translateIssue(problem) : undefined)
  }

  return (
    <div className="flex flex-col items-center gap-3 text-center">
      <Avatar
        name={name}
        imageUrl={previewUrl ?? currentUrl}
        className="size-28 text-3xl ring-4 ring-brand-soft"
      />
      <div>
        <input
          id={inputId}
          type="file"
          accept="image/png,image/jpeg"
          onChange={choose}
          className="peer sr-only"
          aria-describedby={`${inputId}-help`}
          aria-invalid={error ? true : undefined}
        />
        <label
          htmlFor={inputId}
          className={cx(
            buttonClass('secondary', 'sm'),
            'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand',
          )}
        >
          <Camera aria-hidden="true" className="size-4" />
          <span>{currentUrl || file ? t('profile.changePicture') : t('profile.choosePicture')}</span>
          <span className="sr-only">({t('profile.picture')})</span>
        </label>
      </div>
      <p
        id={`${inputId}-help`}
        className={cx('text-sm', error ? 'font-medium text-danger' : 'text-ink-muted')}
      >
        {error ?? (file ? t('profile.pictureSelected', { file: file.name }) : t('profile.pictureHint'))}
      </p>
    </div>
  )
}
