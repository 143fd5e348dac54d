import { ImageOff } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { cx } from '../../../lib/cx.ts'

type TListingPhotoProps = {
  src: string | null | undefined
  alt: string
  className?: string
  /** The page's main image: fetched first and at once (it is the largest paint). */
  isEager?: boolean
  srcSet?: string
  sizes?: string
}

/** A listing photo, or a calm placeholder when there is none or it fails to load. */
export function ListingPhoto({ src, alt, className, isEager = false, srcSet, sizes }: TListingPhotoProps) {
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
      srcSet={srcSet}
      sizes={sizes}
      alt={alt}
      loading={isEager ? 'eager' : 'lazy'}
      fetchPriority={isEager ? 'high' : undefined}
      decoding="async"
      onError={() => setFailedSrc(src)}
      className={cx('bg-brand-soft object-cover', className)}
    />
  )
}
