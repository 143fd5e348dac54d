/** The shape of a reservation card while the list loads. */
export function ReservationSkeleton() {
  return (
    <div aria-hidden="true" className="card flex animate-pulse flex-col overflow-hidden sm:flex-row">
      <div className="aspect-[4/3] w-full bg-line sm:aspect-auto sm:min-h-44 sm:w-52" />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="h-6 w-2/3 rounded bg-line" />
        <div className="h-4 w-1/3 rounded bg-line" />
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          <div className="h-9 rounded bg-line" />
          <div className="h-9 rounded bg-line" />
          <div className="h-9 rounded bg-line" />
          <div className="h-9 rounded bg-line" />
        </div>
        <div className="h-11 w-40 rounded-control bg-line" />
      </div>
    </div>
  )
}
