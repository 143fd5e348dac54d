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

/**
 * One dashboard figure: its icon, a big number, what it counts, and optionally a line of detail.
 * A row on phones (the cards stack), a column from 640 px (they sit three abreast).
 */
export function FigureCard({ icon: Icon, tone, value, label, detail, to }: TFigureCardProps) {
  const classes = cx(
    'card grid items-center gap-x-4 gap-y-3 p-5 sm:grid-cols-[auto_minmax(0,1fr)] sm:content-start sm:items-start',
    to ? 'grid-cols-[auto_minmax(0,1fr)_auto]' : 'grid-cols-[auto_minmax(0,1fr)]',
  )
  const body = (
    <>
      <span
        className={cx('col-start-1 row-start-1 flex size-11 items-center justify-center rounded-full', tone)}
      >
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <span className="col-start-2 row-start-1 flex min-w-0 flex-col gap-0.5 sm:col-span-2 sm:col-start-1 sm:row-start-2">
        <span className="text-3xl font-bold text-ink tabular-nums">{value}</span>
        <span className="font-medium text-ink">{label}</span>
        {detail && <span className="text-sm text-ink-muted tabular-nums">{detail}</span>}
      </span>
      {to && (
        <ChevronRight
          aria-hidden="true"
          className="col-start-3 row-start-1 size-5 text-ink-muted transition-transform group-hover:translate-x-0.5 sm:col-start-2 sm:self-center sm:justify-self-end"
        />
      )}
    </>
  )
  if (!to) return <div className={classes}>{body}</div>
  return (
    <Link to={to} className={cx(classes, 'group transition-shadow hover:shadow-raised')}>
      {body}
    </Link>
  )
}
