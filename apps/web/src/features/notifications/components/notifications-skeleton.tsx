/** Rows shaped like notices while the list loads (DESIGN.md: every list has a skeleton). */
export function NotificationsSkeleton() {
  return (
    <div aria-hidden="true" className="card flex flex-col divide-y divide-line">
      {[0, 1, 2].map((index) => (
        <div key={index} className="flex animate-pulse items-start gap-3 p-4">
          <div className="size-9 rounded-full bg-line" />
          <div className="flex flex-1 flex-col gap-2">
            <div className="h-4 w-1/2 rounded bg-line" />
            <div className="h-4 w-3/4 rounded bg-line" />
            <div className="h-3 w-16 rounded bg-line" />
          </div>
        </div>
      ))}
    </div>
  )
}
