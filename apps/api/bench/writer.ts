// Hosts writing while renters search (forked by run.ts): through the API of one server, at a fixed
// rate, the demo host adds and removes reserved dates and changes prices, and stays get booked (the
// demo guest requests a month, the host approves, the guest pays in the sandbox checkout: the stay
// then holds its dates). After each price change it polls another server process until a search
// there finds the new price: the visibility delay. At its end it puts the catalogue back: prices,
// reserved dates, and the stays it booked, which the guest cancels.
import { addDays, addMonths, todayInMontreal } from '@demeure/shared'
import { createRandom } from '../src/seed/random.ts'
import { signInDemo } from './demo-sign-in.ts'
import { quantile } from './quantile.ts'
import { stayRequestForm } from './stay-request.ts'

type TJob = { port: number; observerPort: number; writesPerSecond: number; durationMs: number; seed?: number }
type TListing = {
  property_id: number
  latitude: string
  longitude: string
  price_per_month: string
  status: string
}

const VISIBILITY_POLL_MS = 10
const VISIBILITY_GIVE_UP_MS = 5_000

process.once('message', async (job: TJob) => {
  // A seed of its own per run: the same writes again would find their dates already reserved.
  const random = createRandom(job.seed ?? 7)
  const base = `http://127.0.0.1:${job.port}`
  const signIn = (email: string) => signInDemo(base, email)
  const auth = await signIn('host@demo.demeure.ca')
  const guest = await signIn('guest@demo.demeure.ca')
  const staff = await signIn('admin@demo.demeure.ca')
  const mine = (await (
    await fetch(`${base}/api/host-properties/?page_size=100`, { headers: auth })
  ).json()) as {
    results: TListing[]
  }
  // Only homes in search: a price edit on one held for review is never seen by a search, and the
  // visibility watch would poll the observer for its whole 5 s instead of measuring a delay.
  const listings = mine.results.filter((listing) => listing.status === 'published')
  // Each home's price when the run began, put back when it ends (with the dates it reserved
  // released): a multiplicative walk over many runs would drift prices low enough to hold homes for
  // review, and the bench's catalogue would wear from run to run.
  const startingPrice = new Map(listings.map((listing) => [listing.property_id, listing.price_per_month]))
  const reserved: number[] = []
  /** Stays this run booked and paid: cancelled at its end, or their months would stay taken. */
  const booked: number[] = []
  /** Homes a price edit put under review: priced back and published again by staff at the end. */
  const held: TListing[] = []
  /** A home under review leaves the homes this run edits until staff publishes it again. */
  const holdBack = (listing: TListing) => {
    const at = listings.indexOf(listing)
    if (at >= 0) listings.splice(at, 1)
    if (!held.includes(listing)) held.push(listing)
  }
  // `busy`: a stay not booked because its listing had no free month left or lost a race (409).
  // `held`: a price change that put the home under review (it left search).
  const counts = { writes: 0, errors: 0, reserve: 0, release: 0, price: 0, confirm: 0, busy: 0, held: 0 }
  /** Each failed write's action and status (or what was thrown), so an error can be told apart. */
  const errorKinds: Record<string, number> = {}
  const countError = (kind: string) => {
    counts.errors += 1
    errorKinds[kind] = (errorKinds[kind] ?? 0) + 1
  }
  const visibleMs: number[] = []
  let notVisible = 0
  // A listing whose new price is being watched is not repriced meanwhile (the watch would miss it).
  const watched = new Set<number>()
  const today = todayInMontreal()

  async function seenByObserver(listing: TListing, dollars: number, since: number) {
    const lat = Number(listing.latitude)
    const lon = Number(listing.longitude)
    const bbox = [lon - 1e-6, lat - 1e-6, lon + 1e-6, lat + 1e-6].join(',')
    const url = `http://127.0.0.1:${job.observerPort}/api/properties/?min_price=${dollars}&max_price=${dollars}&bbox=${bbox}&page_size=100`
    while (performance.now() - since < VISIBILITY_GIVE_UP_MS) {
      const page = (await (await fetch(url)).json()) as { results: { property_id: number }[] }
      if (page.results.some((card) => card.property_id === listing.property_id)) {
        visibleMs.push(performance.now() - since)
        return
      }
      await new Promise((resolve) => setTimeout(resolve, VISIBILITY_POLL_MS))
    }
    notVisible += 1
  }

  /**
   * The shortest lawful stay on the listing (a month, or 32 nights without a CITQ number: the writer
   * does not know which listings have one), requested, approved and paid; the last answer (the
   * checkout's redirect).
   */
  async function bookAndConfirm(listing: TListing): Promise<Response> {
    const page = (await (await fetch(`${base}/api/properties/${listing.property_id}/`)).json()) as {
      free_dates: { start_date: string; end_date: string }[]
    }
    const form = stayRequestForm(listing.property_id, page, addDays(today, random.int(10, 200)))
    if (!form) return new Response(null, { status: 409 })
    const requested = await fetch(`${base}/api/bookings/`, { method: 'POST', headers: guest, body: form })
    if (requested.status !== 201) return requested
    const { booking_id: id } = (await requested.json()) as { booking_id: number }
    const approved = await fetch(`${base}/api/bookings/${id}/approve/`, { method: 'POST', headers: auth })
    if (!approved.ok) return approved
    const pay = await fetch(`${base}/api/bookings/${id}/pay/`, { method: 'POST', headers: guest })
    if (!pay.ok) return pay
    const { checkout_url: checkout } = (await pay.json()) as { checkout_url: string }
    const paid = await fetch(`${base}${new URL(checkout, base).pathname}paid/`, {
      method: 'POST',
      redirect: 'manual',
    })
    // The sandbox checkout answers a payment with a redirect to the guest's reservations.
    if (paid.status !== 303) return paid
    booked.push(id)
    return new Response(null, { status: 200 })
  }

  async function writeOnce() {
    const listing = random.pick(listings.filter((candidate) => !watched.has(candidate.property_id)))
    const action =
      reserved.length > 0 && random.chance(0.3)
        ? ('release' as const)
        : random.pick(['reserve', 'price', 'confirm'] as const)
    let response: Response
    if (action === 'confirm') {
      response = await bookAndConfirm(listing)
    } else if (action === 'release') {
      const id = reserved.splice(random.int(0, reserved.length - 1), 1)[0]
      response = await fetch(`${base}/api/availabilities/${id}/`, { method: 'DELETE', headers: auth })
    } else if (action === 'reserve') {
      const start = addDays(today, random.int(10, 300))
      response = await fetch(`${base}/api/availabilities/`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({
          property: listing.property_id,
          start_date: start,
          end_date: addMonths(start, 1),
          is_available: false,
        }),
      })
      if (response.ok)
        reserved.push(((await response.clone().json()) as { availability_id: number }).availability_id)
    } else {
      // A host raises a price by up to a fifth of where it stood when the run began (put back at
      // its end), so prices do not drift from run to run. A price change is judged against the
      // area's: a home the seed priced under half its comparables' median is held for review
      // whatever the change (docs/product-rules.md), and counted as `held` below.
      const starting = Number(startingPrice.get(listing.property_id)) || 1500
      const dollars = Math.round(starting * (1 + 0.2 * random.next()))
      watched.add(listing.property_id)
      const form = new FormData()
      form.set('price_per_month', String(dollars))
      response = await fetch(`${base}/api/host-properties/${listing.property_id}/`, {
        method: 'PATCH',
        headers: auth,
        body: form,
      })
      const edited = response.ok ? ((await response.clone().json()) as TListing) : undefined
      if (edited?.status === 'published') {
        listing.price_per_month = String(dollars)
        await seenByObserver(listing, dollars, performance.now())
      } else if (edited) {
        // Priced far under its area, the home is held for review and leaves search, as the rule
        // says: no search will find it, so there is no delay to measure (and no more edits of it).
        counts.held += 1
        listing.price_per_month = String(dollars)
        holdBack(listing)
      }
      watched.delete(listing.property_id)
    }
    await response.body?.cancel()
    if (action === 'confirm' && response.status === 409) {
      counts.busy += 1
      return
    }
    counts.writes += 1
    counts[action] += 1
    if (!response.ok) countError(`${action} ${response.status}`)
  }

  /**
   * Puts back the prices this run changed, publishes again the homes a price edit held for review,
   * releases the dates it still holds and cancels the stays it booked; how many. Without the
   * cancellations each 10-second scenario kept the months of the 14–27 stays it booked, and after a few runs on a reused catalogue most stays the writer tried
   * found no free month (counted as `busy`): the bench had nearly stopped booking.
   */
  async function restore() {
    let done = 0
    for (const listing of [...listings, ...held]) {
      const price = startingPrice.get(listing.property_id)
      if (price === undefined || listing.price_per_month === price) continue
      const form = new FormData()
      form.set('price_per_month', price)
      const response = await fetch(`${base}/api/host-properties/${listing.property_id}/`, {
        method: 'PATCH',
        headers: auth,
        body: form,
      })
      if (!response.ok) {
        await response.body?.cancel()
        continue
      }
      done += 1
      listing.price_per_month = price
      // Putting an underpriced home's price back is itself an edit that holds it for review.
      const { status } = (await response.json()) as TListing
      if (status !== 'published') holdBack(listing)
    }
    // Held homes are back at their prices; staff publishes them again, as after a review.
    for (const listing of held.splice(0)) {
      const response = await fetch(`${base}/api/admin/properties/${listing.property_id}/approve/`, {
        method: 'POST',
        headers: staff,
      })
      await response.body?.cancel()
      if (response.ok) {
        done += 1
        listings.push(listing)
      }
    }
    for (const id of reserved.splice(0)) {
      const response = await fetch(`${base}/api/availabilities/${id}/`, { method: 'DELETE', headers: auth })
      await response.body?.cancel()
      if (response.ok) done += 1
    }
    for (const id of booked.splice(0)) {
      const response = await fetch(`${base}/api/bookings/${id}/cancel/`, { method: 'POST', headers: guest })
      await response.body?.cancel()
      if (response.ok) done += 1
    }
    return done
  }

  // Ready: the run starts its clock, and these writes, when it says go (bench/child.ts readyChild).
  await new Promise((resolve) => {
    process.once('message', resolve)
    process.send?.({ ready: true })
  })
  const running: Promise<void>[] = []
  const timer = setInterval(
    () =>
      running.push(
        writeOnce().catch((error: unknown) =>
          countError(`thrown: ${error instanceof Error ? error.message : String(error)}`),
        ),
      ),
    1000 / job.writesPerSecond,
  )
  await new Promise((resolve) => setTimeout(resolve, job.durationMs))
  clearInterval(timer)
  await Promise.all(running)
  const restored = await restore()
  visibleMs.sort((a, b) => a - b)
  const at = (q: number) => Math.round(quantile(visibleMs, q))
  process.send?.(
    {
      ...counts,
      errorKinds,
      listings: listings.length,
      restored,
      visibility: {
        checked: visibleMs.length + notVisible,
        notVisibleWithin5s: notVisible,
        p50: at(0.5),
        p95: at(0.95),
        max: at(1),
      },
    },
    () => process.exit(0),
  )
})
