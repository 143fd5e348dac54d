// The demo guest's stay request as the bench sends it (bench/writer.ts, bench/write-cost.ts): the
// shortest lawful stay in a listing's first free period after `earliest`, with the three papers.
import { minimumCheckOut } from '@demeure/shared'

/** A minimal PDF (the server checks the %PDF header), for each file of the rental agreement. */
const PDF = new Blob(['%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'], {
  type: 'application/pdf',
})
const maxDate = (a: string, b: string) => (a > b ? a : b)

type TFreeDates = { free_dates: { start_date: string; end_date: string }[] }

/**
 * The request form for a month (or 32 nights without a CITQ number: the bench does not know which
 * listings have one) from the first free period of the listing's page that holds it, or undefined.
 */
export function stayRequestForm(listingId: number, page: TFreeDates, earliest: string): FormData | undefined {
  const period = page.free_dates.find(
    (free) => minimumCheckOut(maxDate(free.start_date, earliest), false) <= free.end_date,
  )
  if (!period) return undefined
  const checkIn = maxDate(period.start_date, earliest)
  const form = new FormData()
  const fields = {
    property: String(listingId),
    check_in: checkIn,
    check_out: minimumCheckOut(checkIn, false),
    guests: '1',
    message: 'Bench stay',
    full_name: 'Bench Guest',
    consent: 'true',
    urgent_contact: '+1 514 555 0142',
    reference_1: 'Prof. Martin, McGill',
    reference_2: 'Previous landlord',
  }
  for (const [name, value] of Object.entries(fields)) form.set(name, value)
  for (const name of ['id_cards', 'income_proof', 'rental_history']) form.set(name, PDF, `${name}.pdf`)
  return form
}
