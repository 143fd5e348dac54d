import { addDays, addMonths, possibleCheckIns, type TListingDetail, todayInMontreal } from '@demeure/shared'
import { screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { findDay } from '../../../test/calendar.ts'
import { startLocalApi, type TLocalAnswer, type TLocalRequest } from '../../../test/local-api.ts'
import { renderWithApp } from '../../../test/render-with-app.tsx'
import { useStayDates } from '../lib/use-stay-dates.ts'
import { BookingPanel } from './booking-panel.tsx'

/** The panel with its dates held as the listing page holds them. */
function Panel({ listing }: { listing: TListingDetail }) {
  return <BookingPanel listing={listing} stay={useStayDates()} />
}

const today = todayInMontreal()
// Free from tomorrow for eight months, except a week taken by someone else.
const freeFrom = addDays(today, 1)
const reserved = { start_date: addDays(today, 10), end_date: addDays(today, 16) }

const listing: TListingDetail = {
  property_id: 7,
  title: 'Bright room near the canal',
  title_fr: '',
  description: 'A room.',
  description_fr: '',
  citq_number: null,
  property_type: 'apartment',
  room_category: 'private_room',
  address_street: '1 Rue Test',
  address_city: 'Montreal',
  address_state: 'Quebec',
  address_postal_code: 'H2X 1Y4',
  address_country: 'Canada',
  latitude: '45.500000',
  longitude: '-73.560000',
  price_per_month: '1000.00',
  price_per_night: '33.33',
  max_guests: 3,
  num_bedrooms: 1,
  num_beds: 1,
  num_private_bathrooms: '1',
  num_shared_bathrooms: '0',
  amenities: [],
  rules: [],
  photos: [],
  video: null,
  availabilities: [{ start_date: freeFrom, end_date: addMonths(freeFrom, 8) }],
  reserved_dates: [reserved],
  free_dates: [{ start_date: freeFrom, end_date: addMonths(freeFrom, 8) }],
  check_in_dates: possibleCheckIns(
    [{ start_date: freeFrom, end_date: addMonths(freeFrom, 8) }],
    today,
    false,
  ),
  host: {
    id: 'host-1',
    first_name: 'Hélène',
    last_name: 'Tremblay',
    profile_picture_url: null,
    member_since: '2024-01-01',
    is_verified: true,
  },
  rating_avg: '0.00',
  review_count: 0,
  hidden_contacts: [],
  trust: {
    host_identity_verified_on: null,
    ownership_video_reviewed: false,
    staff_approved_on: null,
    payment_held_hours: 48,
  },
}

/**
 * The API's quote for a two-month stay at $1,000 a month: the 12% fee is on the first month only
 * (docs/product-rules.md), so $120 and not 12% of the $2,000 rent.
 */
function quoteRoute({ url }: TLocalRequest) {
  const checkIn = url.searchParams.get('check_in') ?? ''
  return {
    body: {
      months: 2,
      extra_days: 0,
      monthly_rent: '1000.00',
      rent_total: '2000.00',
      service_fee: '120.00',
      due_now: '1120.00',
      schedule: [
        { due_date: today, amount: '1120.00' },
        { due_date: addMonths(checkIn, 1), amount: '1000.00' },
      ],
    },
  }
}

/** The value beside a label of the price breakdown. */
function breakdownValue(label: string) {
  return screen.getByText(label).nextElementSibling?.textContent
}

let api: Awaited<ReturnType<typeof startLocalApi>>
let quoteAnswer: (request: TLocalRequest) => TLocalAnswer
beforeEach(async () => {
  quoteAnswer = quoteRoute
  api = await startLocalApi({ 'GET /api/properties/7/quote/': (request) => quoteAnswer(request) })
})

describe('BookingPanel', () => {
  it('offers only the days the home is free, and check-outs of a stay it can take', async () => {
    const { user } = await renderWithApp(<Panel listing={listing} />)
    await user.click(screen.getByRole('button', { name: /check-in/i }))
    expect(await findDay(today)).toBeDisabled()
    expect(await findDay(reserved.start_date)).toBeDisabled()
    expect(await findDay(addDays(reserved.start_date, 3))).toBeDisabled()
    const checkIn = addDays(reserved.end_date, 1)
    expect(await findDay(checkIn)).toBeEnabled()

    // Choosing the check-in opens the check-out calendar on the shortest stay: 32 nights, since
    // this home shows no CITQ number (a stay of 31 nights or fewer needs one).
    await user.click(await findDay(checkIn))
    expect(await screen.findByRole('dialog', { name: 'Check-out' })).toBeVisible()
    expect(await findDay(addDays(checkIn, 31))).toBeDisabled()
    expect(await findDay(addDays(checkIn, 32))).toBeEnabled()
  })

  it("prices the stay from the server's quote, with the 12% fee on the first month only", async () => {
    const { user } = await renderWithApp(<Panel listing={listing} />)
    const checkIn = addDays(reserved.end_date, 1)
    const checkOut = addMonths(checkIn, 2)
    await user.click(screen.getByRole('button', { name: /check-in/i }))
    await user.click(await findDay(checkIn))
    await user.click(await findDay(checkOut))

    expect(await screen.findByText('Service fee (12% of the first month)')).toBeVisible()
    expect(breakdownValue('Monthly rent')).toBe('$1,000')
    expect(breakdownValue('Length of stay')).toBe('2 months')
    expect(breakdownValue('Rent for the whole stay')).toBe('$2,000')
    expect(breakdownValue('Service fee (12% of the first month)')).toBe('$120')
    expect(breakdownValue('Due when your stay is confirmed')).toBe('$1,120')
    const [asked] = api.to('/api/properties/7/quote/')
    expect(asked?.url.searchParams.get('check_in')).toBe(checkIn)
    expect(asked?.url.searchParams.get('check_out')).toBe(checkOut)
  })

  it('says why when no stay can start at all (every free period is shorter than a month)', async () => {
    const shortFree = [{ start_date: freeFrom, end_date: addDays(freeFrom, 20) }]
    const closed = {
      ...listing,
      free_dates: shortFree,
      check_in_dates: possibleCheckIns(shortFree, today, false),
    }
    await renderWithApp(<Panel listing={closed} />, { language: 'fr' })
    expect(screen.getByRole('status')).toHaveTextContent(
      'Aucun séjour ne peut commencer dans ce logement pour l’instant',
    )
  })

  it('says nothing of the kind when a stay can start', async () => {
    await renderWithApp(<Panel listing={listing} />)
    expect(screen.queryByText(/No stay can start in this home/)).not.toBeInTheDocument()
  })

  it('lets a stay have from one guest up to the home’s maximum', async () => {
    const { user } = await renderWithApp(<Panel listing={listing} />)
    const guests = screen.getByRole('combobox', { name: 'Guests' })
    expect(
      within(guests)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['1 guest', '2 guests', '3 guests'])
    await user.selectOptions(guests, '3 guests')
    expect(guests).toHaveValue('3')
  })

  it('always offers one guest, even when the home states none', async () => {
    await renderWithApp(<Panel listing={{ ...listing, max_guests: 0 }} />)
    const guests = screen.getByRole('combobox', { name: 'Guests' })
    expect(
      within(guests)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['1 guest'])
  })

  it('says what is missing, in English', async () => {
    const { user } = await renderWithApp(<Panel listing={listing} />)
    await user.click(screen.getByRole('button', { name: 'Log in to request' }))
    expect(screen.getByRole('alert')).toHaveTextContent('Please select both check-in and check-out dates')
    await user.click(screen.getByRole('button', { name: /check-out/i }))
    expect(screen.getByRole('alert')).toHaveTextContent('Please select check-in date first.')
    expect(screen.queryByRole('dialog', { name: 'Check-out' })).not.toBeInTheDocument()
  })

  it('says what is missing, in French', async () => {
    const { user } = await renderWithApp(<Panel listing={listing} />, { language: 'fr' })
    await user.click(screen.getByRole('button', { name: 'Se connecter pour réserver' }))
    expect(screen.getByRole('alert')).toHaveTextContent(
      "Veuillez choisir une date d'arrivée et une date de départ",
    )
    await user.click(screen.getByRole('button', { name: /départ/i }))
    expect(screen.getByRole('alert')).toHaveTextContent("Veuillez d'abord choisir la date d'arrivée.")
  })

  it("shows the server's refusal of the dates in the reader's language", async () => {
    quoteAnswer = ({ headers }) => ({
      status: 409,
      body: {
        code: 'conflict',
        message: 'Conflict',
        fields: {
          check_in: headers['accept-language']?.startsWith('fr')
            ? 'Ces dates ne sont plus libres.'
            : 'These dates are no longer free.',
        },
      },
    })
    const { user } = await renderWithApp(<Panel listing={listing} />, { language: 'fr' })
    const checkIn = addDays(reserved.end_date, 1)
    await user.click(screen.getByRole('button', { name: /arrivée/i }))
    await user.click(await findDay(checkIn, 'fr'))
    await user.click(await findDay(addMonths(checkIn, 2), 'fr'))
    expect(await screen.findByRole('alert')).toHaveTextContent('Ces dates ne sont plus libres.')
    expect(screen.queryByText('Frais de service (12 % du premier mois)')).not.toBeInTheDocument()
  })
})
