/** The shape of a post card while the grid loads. */
export function BlogCardSkeleton() {
  return (
    <div aria-hidden="true" className="card flex animate-pulse flex-col overflow-hidden">
      <div className="aspect-[16/10] w-full bg-line" />
      <div className="flex flex-col gap-3 p-5">
        <div className="h-6 w-4/5 rounded bg-line" />
        <div className="h-4 w-full rounded bg-line" />
        <div className="h-4 w-2/3 rounded bg-line" />
      </div>
    </div>
  )
}
