import type { TQuote } from '@demeure/shared'

/** A stay's locked price as booking columns: the request and the demo seed store it the same way. */
export const quoteColumns = (quote: TQuote) => ({
  monthlyRentCents: quote.monthlyRentCents,
  months: quote.months,
  extraDays: quote.extraDays,
  rentTotalCents: quote.rentTotalCents,
  serviceFeeCents: quote.serviceFeeCents,
  dueNowCents: quote.dueNowCents,
  schedule: quote.schedule,
})
