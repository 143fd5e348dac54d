import { addDays, addMonths, todayInMontreal } from '@demeure/shared'
import { screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { clearSession, setAccessToken, storeSessionForNextPage } from '../../../lib/session-store.ts'
import { VISITOR_FAVOURITES_KEY } from '../../../lib/storage-keys.ts'
import { startLocalApi, type TLocalAnswer } from '../../../test/local-api.ts'
import { renderWithApp } from '../../../test/render-with-app.tsx'
import { clearVisitorFavourites, toggleVisitorFavourite } from '../lib/visitor-favourites.ts'
import { FavouriteHeart } from './favourite-heart.tsx'

const signIn = () => {
  storeSessionForNextPage('access-1', { username: 'amara', user_type: 'guest' })
  setAccessToken('access-1')
}

beforeEach(() => {
  window.localStorage.clear()
  clearVisitorFavourites()
  clearSession()
})

describe('FavouriteHeart', () => {
  it("keeps a visitor's hearts in this browser, named after the home, without calling the API", async () => {
    const api = await startLocalApi({})
    const { user } = await renderWithApp(<FavouriteHeart listingId={7} title="Loft on Saint-Denis" />)
    const heart = screen.getByRole('button', { name: 'Save Loft on Saint-Denis to your saved homes' })
    expect(heart).toHaveAttribute('aria-pressed', 'false')
    await user.click(heart)
    const saved = screen.getByRole('button', { name: 'Remove Loft on Saint-Denis from your saved homes' })
    expect(saved).toHaveAttribute('aria-pressed', 'true')
    expect(JSON.parse(window.localStorage.getItem(VISITOR_FAVOURITES_KEY) ?? '[]')).toEqual([7])
    await user.click(saved)
    expect(window.localStorage.getItem(VISITOR_FAVOURITES_KEY)).toBeNull()
    expect(api.requests).toHaveLength(0)
  })

  it('merges the browser list at sign-in, then forgets it, and names the home in French', async () => {
    const api = await startLocalApi({
      'POST /api/favourites/merge/': () => ({ body: { property_ids: [7, 3], not_saved: 0 } }),
    })
    // Hearted as a visitor, once the page is on the local API's origin (storage belongs to an origin).
    toggleVisitorFavourite(3)
    toggleVisitorFavourite(7)
    signIn()
    await renderWithApp(<FavouriteHeart listingId={7} title="Loft" />, { language: 'fr' })
    // French quotes hold the title with non-breaking spaces (\s matches them).
    const heart = await screen.findByRole('button', {
      name: /^Retirer «\sLoft\s» de vos logements enregistrés$/,
    })
    expect(heart).toHaveAttribute('aria-pressed', 'true')
    const [merge] = api.to('/api/favourites/merge/')
    expect(JSON.parse(merge?.body.toString() ?? '{}')).toEqual({ items: [{ property: 3 }, { property: 7 }] })
    expect(window.localStorage.getItem(VISITOR_FAVOURITES_KEY)).toBeNull()
  })

  it('turns at once when signed in, and turns back when the server refuses', async () => {
    let saved: number[] = []
    let putAnswer: TLocalAnswer = { status: 409, body: { code: 'conflict', message: 'Conflict', fields: {} } }
    const api = await startLocalApi({
      'GET /api/favourites/ids/': () => ({ body: { property_ids: saved } }),
      'PUT /api/favourites/5/': () => putAnswer,
    })
    signIn()
    const { user } = await renderWithApp(<FavouriteHeart listingId={5} title="Studio" />)
    await waitFor(() => expect(api.to('/api/favourites/ids/')).toHaveLength(1))
    const heart = screen.getByRole('button', { name: /Studio/ })
    await user.click(heart)
    expect(heart).toHaveAttribute('aria-pressed', 'true')
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'false'))
    expect(api.to('/api/favourites/5/')).toHaveLength(1)

    putAnswer = { body: {} }
    saved = [5]
    await user.click(heart)
    await waitFor(() => expect(api.to('/api/favourites/5/')).toHaveLength(2))
    await waitFor(() => expect(api.to('/api/favourites/ids/').length).toBeGreaterThanOrEqual(3))
    expect(heart).toHaveAttribute('aria-pressed', 'true')
  })

  it("saves the stay chosen in the listing page's panel with the home, and no dates the API would refuse", async () => {
    const checkIn = addDays(todayInMontreal(), 3)
    const checkOut = addMonths(checkIn, 4)
    let saved: number[] = []
    const api = await startLocalApi({
      'GET /api/favourites/ids/': () => ({ body: { property_ids: saved } }),
      'PUT /api/favourites/5/': () => {
        saved = [5, ...saved]
        return { body: {} }
      },
      'PUT /api/favourites/6/': () => {
        saved = [6, ...saved]
        return { body: {} }
      },
    })
    signIn()
    const { user } = await renderWithApp(
      <>
        <FavouriteHeart listingId={5} title="Studio" variant="inline" chosenDates={{ checkIn, checkOut }} />
        {/* A check-out before the check-in is no stay: that home is saved without dates. */}
        <FavouriteHeart listingId={6} title="Loft" chosenDates={{ checkIn: checkOut, checkOut: checkIn }} />
      </>,
    )
    await waitFor(() => expect(api.to('/api/favourites/ids/')).toHaveLength(1))
    // One at a time, each heart read again after its save, so that nothing is left in flight.
    await user.click(screen.getByRole('button', { name: /Save Studio/ }))
    await waitFor(() => expect(api.to('/api/favourites/ids/')).toHaveLength(2))
    await user.click(screen.getByRole('button', { name: /Save Loft/ }))
    await waitFor(() => expect(api.to('/api/favourites/ids/')).toHaveLength(3))
    expect(screen.getByRole('button', { name: /Remove Loft/ })).toHaveAttribute('aria-pressed', 'true')
    const [studio] = api.to('/api/favourites/5/')
    expect(JSON.parse(studio?.body.toString() ?? '{}')).toEqual({ check_in: checkIn, check_out: checkOut })
    const [loft] = api.to('/api/favourites/6/')
    expect(JSON.parse(loft?.body.toString() ?? 'null')).toEqual({})
  })

  it("keeps a visitor's chosen dates in this browser and carries them through the merge at sign-in", async () => {
    const checkIn = addDays(todayInMontreal(), 3)
    const checkOut = addMonths(checkIn, 2)
    const api = await startLocalApi({
      'POST /api/favourites/merge/': () => ({ body: { property_ids: [9, 3], not_saved: 0 } }),
    })
    // One home hearted from a card (no dates), then one from its page with a stay chosen.
    toggleVisitorFavourite(3)
    const { user, unmount } = await renderWithApp(
      <FavouriteHeart listingId={9} title="Loft" chosenDates={{ checkIn, checkOut }} />,
    )
    await user.click(screen.getByRole('button', { name: /Save Loft/ }))
    expect(JSON.parse(window.localStorage.getItem(VISITOR_FAVOURITES_KEY) ?? '[]')).toEqual([
      3,
      { property: 9, check_in: checkIn, check_out: checkOut },
    ])
    unmount()

    signIn()
    await renderWithApp(<FavouriteHeart listingId={9} title="Loft" />)
    await waitFor(() => expect(api.to('/api/favourites/merge/')).toHaveLength(1))
    const [merge] = api.to('/api/favourites/merge/')
    expect(JSON.parse(merge?.body.toString() ?? '{}')).toEqual({
      items: [{ property: 3 }, { property: 9, check_in: checkIn, check_out: checkOut }],
    })
  })
})
