import { addDays, addMonths, formatDisplayDate, type TFavourite, todayInMontreal } from '@demeure/shared'
import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { clearSession, setAccessToken, storeSessionForNextPage } from '../../lib/session-store.ts'
import { findDay } from '../../test/calendar.ts'
import { listingCardFixture } from '../../test/listing-cards.ts'
import { startLocalApi } from '../../test/local-api.ts'
import { renderWithApp } from '../../test/render-with-app.tsx'
import { clearVisitorFavourites } from './lib/visitor-favourites.ts'
import { SavedHomesTab } from './saved-homes-tab.tsx'

const today = todayInMontreal()

const card = listingCardFixture({ property_id: 4, title: 'Canal loft', title_fr: 'Loft du canal' })

/**
 * A local API holding one saved home: PUT sets or clears its dates as the real one does, and the
 * home is booked for any dates starting in less than a week (what the list then says).
 */
async function savedHomeApi(dates: { check_in: string | null; check_out: string | null }) {
  let saved = dates
  const favourite = (): TFavourite => ({
    property: card,
    state: saved.check_in && saved.check_in < addDays(today, 7) ? 'booked' : 'available',
    ...saved,
    created_at: '2026-01-01T00:00:00.000Z',
  })
  return startLocalApi({
    'GET /api/favourites/ids/': () => ({ body: { property_ids: [4] } }),
    'GET /api/favourites/': () => ({
      body: { count: 1, next: null, previous: null, results: [favourite()] },
    }),
    'PUT /api/favourites/4/': ({ body }) => {
      const sent = JSON.parse(body.toString()) as { check_in?: string; check_out?: string }
      saved = { check_in: sent.check_in ?? null, check_out: sent.check_out ?? null }
      return { body: favourite() }
    },
  })
}

const datesOf = (title: string) => screen.findByRole('region', { name: `Dates wanted for ${title}` })

beforeEach(() => {
  window.localStorage.clear()
  clearVisitorFavourites()
  clearSession()
  storeSessionForNextPage('access-1', { username: 'amara', user_type: 'guest' })
  setAccessToken('access-1')
})

describe('Saved homes: wanted dates', () => {
  it('sets the dates of a saved home, and the status line follows them', async () => {
    const api = await savedHomeApi({ check_in: null, check_out: null })
    const { user } = await renderWithApp(<SavedHomesTab />)
    const region = await datesOf('Canal loft')
    expect(within(region).getByText('No dates chosen')).toBeVisible()
    expect(screen.queryByText('Booked for your dates')).toBeNull()

    await user.click(within(region).getByRole('button', { name: 'Add dates' }))
    const checkIn = addDays(today, 2)
    const checkOut = addMonths(checkIn, 1)
    await user.click(within(region).getByRole('button', { name: /check-in/i }))
    await user.click(await findDay(checkIn))
    // The check-out calendar opens by itself once the check-in is chosen.
    await user.click(await findDay(checkOut))
    await user.click(within(region).getByRole('button', { name: 'Save dates' }))

    expect(
      await within(region).findByText(
        `Wanted: ${formatDisplayDate(checkIn)} – ${formatDisplayDate(checkOut)}`,
      ),
    ).toBeVisible()
    const [put] = api.to('/api/favourites/4/')
    expect(JSON.parse(put?.body.toString() ?? '{}')).toEqual({ check_in: checkIn, check_out: checkOut })
    expect(await screen.findByText('Booked for your dates')).toBeVisible()
  })

  it('clears the dates of a saved home', async () => {
    const checkIn = addDays(today, 2)
    const api = await savedHomeApi({ check_in: checkIn, check_out: addMonths(checkIn, 2) })
    const { user } = await renderWithApp(<SavedHomesTab />)
    const region = await datesOf('Canal loft')
    expect(await screen.findByText('Booked for your dates')).toBeVisible()
    await user.click(within(region).getByRole('button', { name: 'Change dates' }))
    await user.click(within(region).getByRole('button', { name: 'Clear dates' }))

    expect(await within(region).findByText('No dates chosen')).toBeVisible()
    const [put] = api.to('/api/favourites/4/')
    expect(JSON.parse(put?.body.toString() ?? 'null')).toEqual({})
    await waitFor(() => expect(screen.queryByText('Booked for your dates')).toBeNull())
  })

  it('refuses dates whose check-in has passed, with the shared rule, and saves nothing', async () => {
    const api = await savedHomeApi({ check_in: '2020-01-01', check_out: '2020-03-01' })
    const { user } = await renderWithApp(<SavedHomesTab />)
    const region = await datesOf('Canal loft')
    expect(within(region).getByText('Wanted: 2020/01/01 – 2020/03/01')).toBeVisible()
    await user.click(within(region).getByRole('button', { name: 'Change dates' }))
    await user.click(within(region).getByRole('button', { name: 'Save dates' }))
    expect(await within(region).findByText('Check-in date cannot be in the past')).toBeVisible()
    expect(api.to('/api/favourites/4/')).toHaveLength(0)
  })

  it('refuses a check-out before the check-in, in French, and saves nothing', async () => {
    const checkIn = addDays(today, 2)
    const api = await savedHomeApi({ check_in: checkIn, check_out: addDays(checkIn, 3) })
    const { user } = await renderWithApp(<SavedHomesTab />, { language: 'fr' })
    const region = await screen.findByRole('region', { name: /^Dates souhaitées pour «\sLoft du canal\s»$/ })
    await user.click(within(region).getByRole('button', { name: 'Modifier les dates' }))
    // The check-in moved past the check-out already chosen.
    await user.click(within(region).getByRole('button', { name: /arrivée/i }))
    await user.click(await findDay(addDays(checkIn, 5), 'fr'))
    await user.click(within(region).getByRole('button', { name: 'Enregistrer les dates' }))
    expect(
      await within(region).findByText("La date de départ doit être après la date d'arrivée"),
    ).toBeVisible()
    expect(api.to('/api/favourites/4/')).toHaveLength(0)
  })
})
