import { addDays, todayInMontreal } from '@demeure/shared'
import { screen, waitFor, within } from '@testing-library/react'
import { useMemo } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { expectDayRefused, findDay } from '../../../test/calendar.ts'
import { openedDialog } from '../../../test/dialogs.ts'
import { startLocalApi } from '../../../test/local-api.ts'
import { renderWithApp } from '../../../test/render-with-app.tsx'
import { useListingSearch } from '../../listings/index.ts'
import { toSearchQuery } from '../lib/search-filters.ts'
import { useSearchFilters } from '../use-search-filters.ts'
import { MoreFilters } from './more-filters.tsx'
import { SearchBar } from './search-bar.tsx'

/** What the home page does with the filters: it asks the API for the homes they describe. */
function Results() {
  const { filters } = useSearchFilters()
  const search = useListingSearch(useMemo(() => toSearchQuery(filters), [filters]))
  return <p>{search.data ? `${search.data.pages[0]?.count} homes` : 'Searching'}</p>
}

function SearchPage() {
  return (
    <>
      <SearchBar />
      <MoreFilters />
      <Results />
    </>
  )
}

let api: Awaited<ReturnType<typeof startLocalApi>>
beforeEach(async () => {
  api = await startLocalApi({
    'GET /api/properties/': () => ({ body: { count: 0, next: null, previous: null, results: [] } }),
  })
})

/** Opens the Filters dialog, once it takes pointer input. */
async function openFilters(user: Awaited<ReturnType<typeof renderWithApp>>['user']) {
  await user.click(screen.getByRole('button', { name: /filters/i }))
  return openedDialog('Filters')
}

/** The query of the last search the API received. */
const lastSearch = () => Object.fromEntries(api.to('/api/properties/').at(-1)?.url.searchParams ?? [])

describe('SearchBar', () => {
  it('chooses a city from the Where list with the keyboard', async () => {
    const { user, router } = await renderWithApp(<SearchPage />)
    await user.click(screen.getByRole('button', { name: /where/i }))
    const input = screen.getByRole('searchbox', { name: 'Search a city' })
    expect(input).toHaveFocus()
    await user.type(input, 'ton')
    const list = screen.getByRole('list', { name: 'Suggested cities' })
    // The list narrows once typing pauses.
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('button')
          .map((option) => option.textContent),
      ).toEqual(['Edmonton', 'Hamilton']),
    )

    const active = () => document.getElementById(input.getAttribute('aria-activedescendant') ?? '')
    // Up from none is the last suggestion; both ways wrap round.
    await user.keyboard('{ArrowUp}')
    expect(active()).toHaveTextContent('Hamilton')
    await user.keyboard('{ArrowUp}')
    expect(active()).toHaveTextContent('Edmonton')
    await user.keyboard('{ArrowUp}{ArrowDown}')
    expect(active()).toHaveTextContent('Edmonton')
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}')

    await waitFor(() => expect(router.state.location.search).toBe('?city=Edmonton'))
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: /where/i })).toHaveTextContent('Edmonton')
  })

  it('searches typed text as it is when Enter is pressed without a suggestion', async () => {
    const { user, router } = await renderWithApp(<SearchPage />)
    await user.click(screen.getByRole('button', { name: /where/i }))
    await user.type(screen.getByRole('searchbox', { name: 'Search a city' }), 'Plateau{Enter}')
    await waitFor(() => expect(router.state.location.search).toBe('?location=Plateau'))
  })

  it('chooses a move-in date from today on', async () => {
    const { user, router } = await renderWithApp(<SearchPage />)
    await user.click(screen.getByRole('button', { name: /move-in/i }))
    await expectDayRefused(addDays(todayInMontreal(), -1))
    const moveIn = addDays(todayInMontreal(), 20)
    await user.click(await findDay(moveIn))
    await waitFor(() => expect(router.state.location.search).toBe(`?checkIn=${moveIn}`))
  })

  describe('on the first of a month, just after midnight in Montréal', () => {
    // 1 December 2026 00:55 in Montréal is 05:55 UTC: yesterday lies in a month the calendar no
    // longer opens. Only Date is pinned; the timers the page waits on stay real.
    beforeEach(() => {
      vi.useFakeTimers({ toFake: ['Date'] })
      vi.setSystemTime(new Date('2026-12-01T05:55:00Z'))
    })
    afterEach(() => vi.useRealTimers())

    it('refuses yesterday and takes today', async () => {
      expect(todayInMontreal()).toBe('2026-12-01')
      const { user, router } = await renderWithApp(<SearchPage />)
      await user.click(screen.getByRole('button', { name: /move-in/i }))
      await expectDayRefused('2026-11-30')
      await user.click(await findDay('2026-12-01'))
      await waitFor(() => expect(router.state.location.search).toBe('?checkIn=2026-12-01'))
    })
  })

  it('counts guests from 1 to 16', async () => {
    const { user, router } = await renderWithApp(<SearchPage />, { path: '/?guests=15' })
    const dialog = await openFilters(user)
    const more = within(dialog).getByRole('button', { name: 'More guests' })
    await user.click(more)
    expect(within(dialog).getByRole('status')).toHaveTextContent('16')
    expect(more).toBeDisabled()
    await waitFor(() => expect(router.state.location.search).toBe('?guests=16'))
  })

  it('starts at one guest, with no fewer possible', async () => {
    const { user } = await renderWithApp(<SearchPage />)
    const dialog = await openFilters(user)
    expect(within(dialog).getByRole('status')).toHaveTextContent('1')
    expect(within(dialog).getByRole('button', { name: 'Fewer guests' })).toBeDisabled()
  })

  it('sends the API one query of everything chosen', async () => {
    const moveIn = addDays(todayInMontreal(), 30)
    const { user } = await renderWithApp(<SearchPage />, { path: '/?guests=2' })
    await user.click(screen.getByRole('button', { name: /where/i }))
    await user.type(screen.getByRole('searchbox', { name: 'Search a city' }), 'montr')
    await user.click(await screen.findByRole('button', { name: 'Montreal' }))
    await user.click(screen.getByRole('button', { name: /move-in/i }))
    await user.click(await findDay(moveIn))
    await user.click(screen.getByRole('button', { name: 'Search' }))

    await screen.findByText('0 homes')
    expect(lastSearch()).toEqual({
      city: 'Montreal',
      move_in: moveIn,
      guests: '2',
      sort: 'newest',
      page_size: '20',
    })
  })
})
