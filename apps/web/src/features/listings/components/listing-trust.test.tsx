import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithApp } from '../../../test/render-with-app.tsx'
import { ListingTrust } from './listing-trust.tsx'

describe('ListingTrust', () => {
  it('says what was verified and when, and that the payment is held until after move-in', async () => {
    await renderWithApp(
      <ListingTrust
        trust={{
          host_identity_verified_on: '2026-03-04',
          ownership_video_reviewed: true,
          staff_approved_on: '2026-03-06',
          payment_held_hours: 48,
        }}
      />,
    )
    expect(screen.getByText('Host identity verified on 2026/03/04')).toBeTruthy()
    expect(screen.getByText('Ownership video reviewed by our team')).toBeTruthy()
    expect(screen.getByText('Listing approved by our staff on 2026/03/06')).toBeTruthy()
    expect(
      screen.getByText('Demeure holds your payment and pays the host only 48 hours after move-in.'),
    ).toBeTruthy()
  })

  it('says plainly, in French, what was not checked', async () => {
    await renderWithApp(
      <ListingTrust
        trust={{
          host_identity_verified_on: null,
          ownership_video_reviewed: false,
          staff_approved_on: null,
          payment_held_hours: 48,
        }}
      />,
      { language: 'fr' },
    )
    expect(screen.getByText('Identité de l’hôte non vérifiée par Demeure')).toBeTruthy()
    expect(screen.getByText('Aucune vidéo de propriété examinée')).toBeTruthy()
    expect(screen.getByText('Annonce non examinée par notre équipe')).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Ce que Demeure protège' })).toBeTruthy()
  })
})
