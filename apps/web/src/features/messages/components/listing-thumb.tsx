import { House } from 'lucide-react'
import { useState } from 'react'
import { cx } from '../../../lib/cx.ts'

/** A home's main photo as a small square, or a house drawing when it has none (or it fails to load). */
export function ListingThumb({ src, className }: { src: string | null | undefined; className?: string }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null)
  const classes = cx('shrink-0 rounded-control bg-brand-soft', className ?? 'size-12')
  if (!src || failedSrc === src) {
    return (
      <span aria-hidden="true" className={cx(classes, 'flex items-center justify-center text-brand')}>
        <House className="size-5" />
      </span>
    )
  }
  return (
    <img
      src={src}
      alt=""
      loading="lazy"
      decoding="async"
      onError={() => setFailedSrc(src)}
      className={cx(classes, 'object-cover')}
    />
  )
}
