import { ImageOff } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { cx } from '../../../lib/cx.ts'

type THousePhotoProps = { src: string | null | undefined; alt: string; className?: string; isEager?: boolean }

/** A listing photo, or a calm placeholder when there is none or it fails to load. */
export function HousePhoto({ src, alt, className, isEager = false }: THousePhotoProps) {
  const { t } = useTranslation()
  const [failedSrc, setFailedSrc] = useState<string | null>(null)
  if (!src || failedSrc === src) {
    return (
      <div
        className={cx(
          'flex flex-col items-center justify-center gap-2 bg-brand-soft text-sm text-ink-muted',
          className,
        )}
      >
        <ImageOff aria-hidden="true" className="size-6" />
        {t('empty.media')}
      </div>
    )
  }
  return (
    <img
      src={src}
      alt={alt}
      loading={isEager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setFailedSrc(src)}
      className={cx('bg-brand-soft object-cover', className)}
    />
  )
}
