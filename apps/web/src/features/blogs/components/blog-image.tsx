import { Newspaper } from 'lucide-react'
import { useState } from 'react'
import { cx } from '../../../lib/cx.ts'

type TBlogImageProps = { src: string | null; className?: string; isEager?: boolean }

/** A post's cover; a missing or broken image falls back to a calm placeholder. */
export function BlogImage({ src, className, isEager = false }: TBlogImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null)
  if (!src || failedSrc === src) {
    return (
      <div
        aria-hidden="true"
        className={cx('flex items-center justify-center bg-accent-soft text-accent', className)}
      >
        <Newspaper className="size-10" />
      </div>
    )
  }
  return (
    <img
      src={src}
      alt=""
      loading={isEager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setFailedSrc(src)}
      className={cx('bg-accent-soft object-cover', className)}
    />
  )
}
