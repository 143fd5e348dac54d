import { ChevronRight, type LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { cx } from '../../../lib/cx.ts'

type TFigureCardProps = {
  icon: LucideIcon
  /** Classes of the icon's round badge (a soft status colour and its text colour). */
  tone: string
  value: ReactNode
  label: string
  detail?: string
  /** Where the figure leads; without it the card is not a link. */
  to?: string
}

/** One dashboard figure: its icon, a big number, what it counts, and optionally a line of detail. */
export function FigureCard({ icon: Icon, tone, value, label, detail, to }: TFigureCardProps) {
  const classes = 'card flex flex-col gap-3 p-5'
  const body = (
    <>
      <span className="flex items-center justify-between gap-2">
        <span className={cx('flex size-11 shrink-0 items-center justify-center rounded-full', tone)}>
          <Icon aria-hidden="true" className="size-5" />
        </span>
        {to && (
          <ChevronRight
            aria-hidden="true"
            className="size-5 shrink-0 text-ink-muted transition-transform group-hover:translate-x-0.5"
          />
        )}
      </span>
      <span className="flex min-w-0 flex-col gap-0.5">
        <span className="text-3xl font-bold text-ink tabular-nums">{value}</span>
        <span className="font-medium text-ink">{label}</span>
        {detail && <span className="text-sm text-ink-muted tabular-nums">{detail}</span>}
      </span>
    </>
  )
  if (!to) return <div className={classes}>{body}</div>
  return (
    <Link to={to} className={cx(classes, 'group transition-shadow hover:shadow-raised')}>
      {body}
    </Link>
  )
}
