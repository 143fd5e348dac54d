import { cx } from '../../lib/cx.ts'

type TRowsSkeletonProps = {
  /** Size and corners of the picture that starts each row, e.g. `size-9 rounded-full`. */
  leading: string
  /** Height and width of each line of text beside it, e.g. `h-4 w-1/2`. */
  lines: string[]
  className?: string
}

/** Three rows shaped like the list's items while it loads (DESIGN.md: every list has a skeleton). */
export function RowsSkeleton({ leading, lines, className }: TRowsSkeletonProps) {
  return (
    <div aria-hidden="true" className={cx('card flex flex-col divide-y divide-line', className)}>
      {[0, 1, 2].map((index) => (
        <div key={index} className="flex animate-pulse items-start gap-3 p-4">
          <div className={cx(leading, 'bg-line')} />
          <div className="flex flex-1 flex-col gap-2">
            {lines.map((line) => (
              <div key={line} className={cx(line, 'rounded bg-line')} />
            ))}
          </div>
        </div>
      ))}
    </div>
  )
}
