import { cx } from '../../lib/cx.ts'

type TAvatarProps = { name: string; imageUrl?: string | null; className?: string }

/** The profile picture, or the name's first letter on the brand colour. */
export function Avatar({ name, imageUrl, className }: TAvatarProps) {
  const classes = cx('shrink-0 rounded-full object-cover', className ?? 'size-8')
  if (imageUrl) return <img src={imageUrl} alt="" className={classes} />
  return (
    <span
      aria-hidden="true"
      className={cx(classes, 'flex items-center justify-center bg-brand font-semibold text-white')}
    >
      {name.charAt(0).toUpperCase()}
    </span>
  )
}
