import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithApp } from '../../test/render-with-app.tsx'
import { TermsPage } from './terms-page.tsx'

/** The terms of use are a contract of adhesion: French first (docs/product-rules.md, "Terms of use"). */
describe('TermsPage', () => {
  it('opens in French with an English interface, and switches to English and back', async () => {
    const { user } = await renderWithApp(<TermsPage />, { language: 'en', path: '/terms' })
    const french = screen.getByRole('heading', { level: 1, name: 'Conditions d’utilisation' })
    expect(french.closest('article')).toHaveAttribute('lang', 'fr')
    expect(document.title).toBe('Conditions d’utilisation · Demeure')
    expect(screen.getByRole('link', { name: 'Lire notre politique de confidentialité' })).toHaveAttribute(
      'href',
      '/privacy',
    )

    await user.click(screen.getByRole('button', { name: 'Read in English' }))
    const english = screen.getByRole('heading', { level: 1, name: 'Terms of use' })
    expect(english.closest('article')).toHaveAttribute('lang', 'en')
    expect(screen.getByTestId('terms-version')).toHaveTextContent('It is a translation of the French version')
    expect(document.title).toBe('Terms of use · Demeure')

    await user.click(screen.getByRole('button', { name: 'Lire en français' }))
    expect(screen.getByRole('heading', { level: 1, name: 'Conditions d’utilisation' })).toBeVisible()
  })

  it('opens in French with a French interface too', async () => {
    await renderWithApp(<TermsPage />, { language: 'fr', path: '/terms' })
    expect(screen.getByRole('heading', { level: 1, name: 'Conditions d’utilisation' })).toBeVisible()
    expect(screen.getByRole('button', { name: 'Read in English' })).toHaveAttribute('lang', 'en')
  })
})
