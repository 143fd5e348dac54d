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
})
