/** Two card-shaped placeholders while a list loads (DESIGN.md: every list has a skeleton). */
export function ListSkeleton() {
  return (
    <div aria-hidden="true" className="flex flex-col gap-4">
      {[0, 1].map((index) => (
        <div key={index} className="card flex animate-pulse flex-col gap-4 p-6">
          <div className="h-6 w-1/3 rounded bg-line" />
          <div className="h-4 w-1/2 rounded bg-line" />
          <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
            <div className="h-10 rounded bg-line" />
            <div className="h-10 rounded bg-line" />
            <div className="h-10 rounded bg-line" />
            <div className="h-10 rounded bg-line" />
          </div>
          <div className="h-20 rounded-control bg-line" />
        </div>
      ))}
    </div>
  )
}
