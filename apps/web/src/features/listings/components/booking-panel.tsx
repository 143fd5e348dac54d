import type { TListingDetail, TQuoteWire } from '@demeure/shared'
import { minimumCheckOut, todayInMontreal } from '@demeure/shared/zod-free'
import { Info } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Button } from '../../../components/ui/button.tsx'
import { FormAlert } from '../../../components/ui/form-alert.tsx'
import { SelectField } from '../../../components/ui/select-field.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { StayDateFields } from '../../../components/ui/stay-date-fields.tsx'
import { errorFields, errorMessage } from '../../../lib/api-error.ts'
import { formatOneTimeFee, formatUsd } from '../../../lib/format-money.ts'
import { toLanguage } from '../../../lib/language.ts'
import { ROUTES } from '../../../lib/routes.ts'
import { useListingText } from '../../../lib/use-listing-text.ts'
import { useAuthDialogs, useSession } from '../../auth/index.ts'
import type { TStayChoice } from '../../booking-request/index.ts'
import { RequestVisitButton } from '../../visit-request/index.ts'
import { useStayQuote } from '../api/use-stay-quote.ts'
import { checkInDays, checkOutDays } from '../lib/bookable-days.ts'
import { checkStay, type TStayMessage } from '../lib/check-stay.ts'
import { useIsOwnListing } from '../lib/use-is-own-listing.ts'
import type { TStayDates } from '../lib/use-stay-dates.ts'
import { QuoteBreakdown } from './quote-breakdown.tsx'

// The agreement form (its schemas, file picker and verification steps) loads on the first
// "Request to book", not with the page.
const BookingRequestDialog = lazy(async () => ({
  default: (await import('../../booking-request/index.ts')).BookingRequestDialog,
}))

/**
 * The booking panel: check-in and check-out, stays of 1 to 11 months, the guests,
 * and the server's quote. "Request to book" opens the rental agreement (visitors are asked to log
 * in first); "Request a visit" sits under it. A host sees neither on their own listing. The dates
 * are the page's (`stay`): the heart by the title saves them too.
 */
export function BookingPanel({ listing, stay }: { listing: TListingDetail; stay: TStayDates }) {
  const { t, i18n } = useTranslation()
  const session = useSession()
  const dialogs = useAuthDialogs()
  const isOwnListing = useIsOwnListing(listing)
  const textOf = useListingText()
  const today = todayInMontreal()
  const { checkIn, checkOut, setCheckIn, setCheckOut } = stay
  const [guests, setGuests] = useState(1)
  const [notice, setNotice] = useState<TStayMessage | 'bookings.checkInFirst' | null>(null)
  const [isRequestOpen, setIsRequestOpen] = useState(false)
  // The stay and price the request dialog was opened with. Once set, the dialog stays mounted, so
  // what was typed survives closing it (e.g. to change the dates) and a refused request.
  const [request, setRequest] = useState<{ stay: TStayChoice; quote: TQuoteWire } | null>(null)

  const hasCitq = listing.citq_number !== null
  const problem = checkStay(checkIn, checkOut, today, hasCitq)
  const quote = useStayQuote(listing.property_id, problem ? null : { checkIn, checkOut })
  const serverFields = errorFields(quote.error)
  const serverProblem = serverFields.check_in ?? serverFields.check_out
  // "Both dates" is said only when asked for; a wrong pair of dates is said at once.
  const shownProblem =
    problem && problem !== 'bookings.bothDatesRequired' ? t(problem) : notice ? t(notice) : null
  // The quote shown is the one of the dates chosen now (not a previous pair kept while loading).
  const currentQuote = !problem && !quote.isError && !quote.isPlaceholderData ? quote.data : undefined

  function requestToBook() {
    if (problem) {
      setNotice(problem)
      return
    }
    if (!session.isSignedIn) {
      dialogs.openLogin()
      return
    }
    if (!currentQuote) return
    setRequest({ stay: { listingId: listing.property_id, checkIn, checkOut, guests }, quote: currentQuote })
    setIsRequestOpen(true)
  }

  return (
    <section aria-labelledby="booking-title" className="card flex flex-col gap-5 p-5 sm:p-6">
      {/* Once dates are chosen the stay's total is the largest figure (CPA s. 224): the rent steps back. */}
      <h2 id="booking-title" className="flex flex-wrap items-baseline gap-x-2">
        <span className={`${currentQuote ? 'text-xl' : 'text-3xl'} font-bold text-accent tabular-nums`}>
          {formatUsd(listing.price_per_month, toLanguage(i18n.resolvedLanguage))}
        </span>
        <span className="text-ink-muted">{t('listings.perMonthSuffix')}</span>
        <span className="basis-full text-sm text-ink-muted" data-testid="one-time-fee">
          {t('listings.oneTimeFee', {
            amount: formatOneTimeFee(listing.price_per_month, toLanguage(i18n.resolvedLanguage)),
          })}
        </span>
      </h2>

      <StayDateFields
        checkIn={checkIn}
        checkOut={checkOut}
        onCheckInChange={(value) => {
          setCheckIn(value)
          setNotice(null)
        }}
        onCheckOutChange={(value) => {
          setCheckOut(value)
          setNotice(null)
        }}
        onCheckOutBeforeCheckIn={() => setNotice('bookings.checkInFirst')}
        fromDate={today}
        checkInField={{
          // Opens on the first month a stay can start in (a listing free from next year).
          month: listing.check_in_dates[0]?.start_date,
          blocked: listing.reserved_dates,
          allowed: listing.check_in_dates,
          // Free nights from which no stay of the minimum fits: greyed, and they say why.
          refused: {
            periods: checkInDays(listing.free_dates),
            message: t(hasCitq ? 'listings.checkInTooShort' : 'listings.checkInTooShortNoCitq'),
          },
        }}
        checkOutField={{
          month: checkIn ? minimumCheckOut(checkIn, hasCitq) : undefined,
          blocked: listing.reserved_dates,
          allowed: checkIn ? checkOutDays(listing.free_dates, checkIn, hasCitq) : undefined,
        }}
      />
      <p className="-mt-3 text-xs text-ink-muted">
        {t(hasCitq ? 'listings.stayRule' : 'listings.stayRuleNoCitq')}
      </p>
      {/* Without it, a calendar with every day greyed leaves the renter guessing why. */}
      {listing.check_in_dates.length === 0 && !isOwnListing && (
        <p role="status" className="rounded-md bg-warning-soft px-3 py-2 text-sm text-ink">
          {t('listings.noCheckIn')}
        </p>
      )}

      <SelectField
        label={t('listings.guestsLabel')}
        value={guests}
        onChange={(event) => setGuests(Number(event.target.value))}
      >
        {Array.from({ length: Math.max(1, listing.max_guests) }, (_, index) => index + 1).map((count) => (
          <option key={count} value={count}>
            {t('listings.guests', { count })}
          </option>
        ))}
      </SelectField>

      {shownProblem && <FormAlert message={shownProblem} />}
      {!problem && quote.isError && (
        <FormAlert message={serverProblem ?? errorMessage(quote.error, t('listings.quoteFailed'))} />
      )}
      {!problem && quote.isPending && (
        <p className="flex items-center gap-2 text-sm text-ink-muted">
          <Spinner className="size-4" />
          {t('listings.quoteLoading')}
        </p>
      )}
      {!problem && quote.data && !quote.isError && <QuoteBreakdown quote={quote.data} />}

      {isOwnListing ? (
        <div
          role="status"
          className="flex items-start gap-2 rounded-control bg-brand-soft p-3 text-sm text-brand-strong"
        >
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <p>
            {t('listings.ownListing')}{' '}
            <Link to={ROUTES.cohostPanel} className="text-link">
              {t('listings.manageListing')}
            </Link>
          </p>
        </div>
      ) : (
        <div className="flex flex-col gap-3">
          <Button
            size="lg"
            isBlock
            isBusy={session.isSignedIn && !problem && quote.isFetching}
            onClick={requestToBook}
          >
            {session.isSignedIn ? t('listings.requestToBook') : t('listings.logInToBook')}
          </Button>
          <RequestVisitButton listingId={listing.property_id} />
        </div>
      )}
      <p className="text-center text-xs text-ink-muted">
        <Link to={ROUTES.fees} className="text-link font-normal">
          {t('common.serviceFee')}
        </Link>
      </p>

      {request && (
        <Suspense fallback={null}>
          <BookingRequestDialog
            open={isRequestOpen}
            onOpenChange={setIsRequestOpen}
            title={textOf(listing).title}
            hostName={listing.host.first_name}
            stay={request.stay}
            quote={request.quote}
            quoteDetails={<QuoteBreakdown quote={request.quote} />}
          />
        </Suspense>
      )}
    </section>
  )
}
