import { screen } from '@testing-library/react'
import { Route, Routes } from 'react-router'
import { describe, expect, it } from 'vitest'
import { startLocalApi } from '../../test/local-api.ts'
import { renderWithApp } from '../../test/render-with-app.tsx'
import { ListingPage } from './listing-page.tsx'

const page = (
  <Routes>
    <Route path="/House/:id" element={<ListingPage />} />
  </Routes>
)

describe('a listing page the server refuses for now (429)', () => {
  it('asks to wait a moment, for as long as the server says, in the reader’s language, then offers to retry', async () => {
    const api = await startLocalApi({
      'GET /api/properties/7/': (request) => ({
        status: 429,
        body: {
          code: 'rate_limited',
          message: 'Too many attempts.',
          detail:
            request.headers['accept-language'] === 'fr'
              ? 'Réessayez dans 42 secondes.'
              : 'Try again in 42 seconds.',
        },
      }),
    })
    const english = await renderWithApp(page, { path: '/House/7' })
    expect(
      await screen.findByText('Too many requests in a short time: wait a moment. Try again in 42 seconds.'),
    ).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
    english.unmount()

    await renderWithApp(page, { path: '/House/7', language: 'fr' })
    expect(
      await screen.findByText(
        'Trop de demandes en peu de temps : attendez un instant. Réessayez dans 42 secondes.',
      ),
    ).toBeTruthy()
    expect(api.to('/api/properties/7/').length).toBe(2)
  })
})
