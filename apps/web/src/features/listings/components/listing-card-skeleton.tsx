/** The shape of a result card while the list loads. */
export function ListingCardSkeleton() {
  return (
    <div aria-hidden="true" className="flex animate-pulse flex-col">
      <div className="aspect-[4/3] w-full rounded-card bg-line" />
      <div className="mt-3 h-4 w-1/3 rounded bg-line" />
      <div className="mt-2 h-5 w-4/5 rounded bg-line" />
      <div className="mt-2 h-5 w-1/2 rounded bg-line" />
    </div>
  )
}
