import { screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { openedDialog } from '../../../test/dialogs.ts'
import { startLocalApi, type TLocalRequest } from '../../../test/local-api.ts'
import { renderWithApp } from '../../../test/render-with-app.tsx'
import { ListingForm } from './listing-form.tsx'

type TUser = Awaited<ReturnType<typeof renderWithApp>>['user']

/** The fields checked on submit (docs/product-rules.md), by their English labels. */
const REQUIRED_TEXT = [
  'Title',
  'Description',
  'Street address',
  'City',
  'Province or state',
  'Postal code',
  'Country',
  'Price per month (USD)',
  'Free capacity',
  'Additional capacity',
  'Additional capacity percentage',
]

/** Puts text in a field as a host pasting it would (typing it key by key re-renders the whole form each time). */
async function fill(user: TUser, field: HTMLElement, text: string) {
  await user.click(field)
  await user.paste(text)
}

/** The multipart body the API received, read as the API reads it. */
function formDataOf(request: TLocalRequest) {
  return new Request('http://127.0.0.1/', {
    method: 'POST',
    headers: { 'content-type': String(request.headers['content-type']) },
    body: new Uint8Array(request.body),
  }).formData()
}

let api: Awaited<ReturnType<typeof startLocalApi>>
let created: number[]
beforeEach(async () => {
  created = []
  api = await startLocalApi({
    // The search's own answer fills the address: no reverse lookup after it.
    'GET /api/geocode/search/': () => ({
      body: [
        {
          lat: '45.5231',
          lon: '-73.5817',
          display_name: '4321 Rue Saint-Denis, Plateau-Mont-Royal, Montréal',
          address: {
            house_number: '4321',
            road: 'Rue Saint-Denis',
            city: 'Montréal',
            state: 'Québec',
            postcode: 'H2J 2K9',
            country: 'Canada',
          },
        },
      ],
    }),
    'POST /api/properties/': () => ({ status: 201, body: { property_id: 41, status: 'pending_review' } }),
  })
})

/** Fills every required field the way a host does, the address found by the place search. */
async function fillListing(user: TUser) {
  await fill(user, screen.getByRole('textbox', { name: 'Title' }), 'Sunny room on Saint-Denis')
  await fill(user, screen.getByRole('textbox', { name: 'Description' }), 'A quiet room near the metro.')
  await user.selectOptions(screen.getByRole('combobox', { name: 'Property type' }), 'apartment')
  await user.type(
    screen.getByRole('searchbox', { name: 'Search for a place' }),
    '4321 rue Saint-Denis{Enter}',
  )
  // The place found fills the address the host would otherwise type.
  await waitFor(() => expect(screen.getByLabelText('Street address')).toHaveValue('4321 Rue Saint-Denis'))
  await fill(user, screen.getByLabelText('Price per month (USD)'), '1150')
  await fill(user, screen.getByLabelText('Free capacity'), '2')
  await fill(user, screen.getByLabelText('Additional capacity'), '0')
  await fill(user, screen.getByLabelText('Additional capacity percentage'), '0')
  await user.upload(
    screen.getByLabelText('Ownership verification video'),
    new File(['video'], 'ownership.mp4', { type: 'video/mp4' }),
  )
  // No open period this time (the periods have a test of their own in the e2e specs).
  await user.click(screen.getByRole('button', { name: /remove period 1/i }))
}

describe('ListingForm', () => {
  it('says which required fields are missing, in English', async () => {
    const { user } = await renderWithApp(<ListingForm onCreated={() => {}} />)
    await user.click(screen.getByRole('button', { name: 'Submit the listing' }))
    expect(await screen.findByText('Some fields need your attention: see the messages above.')).toBeVisible()
    for (const label of REQUIRED_TEXT) {
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription(
        expect.stringContaining('This field is required.'),
      )
    }
    expect(screen.getByRole('combobox', { name: 'Property type' })).toHaveAccessibleDescription(
      expect.stringContaining('This field is required.'),
    )
    expect(screen.getByText('Please select a location on the map.')).toBeVisible()
    // The French title and description are optional.
    expect(
      screen.getByRole('textbox', { name: 'Title in French (optional)' }),
    ).not.toHaveAccessibleDescription(expect.stringContaining('This field is required.'))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(api.to('/api/properties/')).toHaveLength(0)
  })

  it('says which required fields are missing, in French', async () => {
    const { user } = await renderWithApp(<ListingForm onCreated={() => {}} />, { language: 'fr' })
    await user.click(screen.getByRole('button', { name: "Envoyer l'annonce" }))
    expect(
      await screen.findByText('Certains champs doivent être corrigés : voyez les messages plus haut.'),
    ).toBeVisible()
    expect(screen.getByRole('textbox', { name: 'Titre' })).toHaveAccessibleDescription(
      expect.stringContaining('Ce champ est obligatoire.'),
    )
    expect(screen.getByRole('textbox', { name: 'Adresse civique' })).toHaveAccessibleDescription(
      expect.stringContaining('Ce champ est obligatoire.'),
    )
    expect(screen.getByText('Veuillez choisir un emplacement sur la carte.')).toBeVisible()
  })

  it('clears a message as its field is edited', async () => {
    const { user } = await renderWithApp(<ListingForm onCreated={() => {}} />)
    await user.click(screen.getByRole('button', { name: 'Submit the listing' }))
    const title = screen.getByRole('textbox', { name: 'Title' })
    // The check runs asynchronously after the click.
    await waitFor(() =>
      expect(title).toHaveAccessibleDescription(expect.stringContaining('This field is required.')),
    )
    await user.type(title, 'A')
    expect(title).not.toHaveAccessibleDescription(expect.stringContaining('This field is required.'))
  })

  it('sends the listing with its French title and description once the terms are agreed', async () => {
    const { user } = await renderWithApp(<ListingForm onCreated={(id) => created.push(id)} />)
    await fillListing(user)
    await fill(
      user,
      screen.getByRole('textbox', { name: 'Title in French (optional)' }),
      'Chambre ensoleillée rue Saint-Denis',
    )
    await fill(
      user,
      screen.getByRole('textbox', { name: 'Description in French (optional)' }),
      'Une chambre calme près du métro.',
    )
    await user.click(screen.getByRole('button', { name: 'Submit the listing' }))
    await openedDialog('Before you publish')

    const confirm = await screen.findByRole('button', { name: 'Confirm and submit' })
    expect(confirm).toBeDisabled()
    await user.click(screen.getByRole('checkbox', { name: /I have read and agree/ }))
    await user.click(confirm)

    await expect.poll(() => created).toEqual([41])
    const [sent] = api.to('/api/properties/')
    if (!sent) throw new Error('The listing was not sent')
    const body = await formDataOf(sent)
    expect(Object.fromEntries([...body].filter(([, value]) => typeof value === 'string'))).toMatchObject({
      title: 'Sunny room on Saint-Denis',
      description: 'A quiet room near the metro.',
      title_fr: 'Chambre ensoleillée rue Saint-Denis',
      description_fr: 'Une chambre calme près du métro.',
      property_type: 'apartment',
      room_category: 'entire_home',
      address_street: '4321 Rue Saint-Denis',
      address_city: 'Montréal',
      address_state: 'Québec',
      address_postal_code: 'H2J 2K9',
      address_country: 'Canada',
      latitude: '45.523100',
      longitude: '-73.581700',
      price_per_month: '1150',
      free_capacity: '2',
      additional_capacity: '0',
      additional_capacity_percentage: '0',
      max_guests: '2',
      availability: '[]',
    })
    expect((body.get('ownership_verification_video') as File).name).toBe('ownership.mp4')
    expect(sent.headers['accept-language']).toBe('en')
  })

  it('leaves the French title and description out when the host writes none', async () => {
    const { user } = await renderWithApp(<ListingForm onCreated={(id) => created.push(id)} />)
    await fillListing(user)
    await user.click(screen.getByRole('button', { name: 'Submit the listing' }))
    await openedDialog('Before you publish')
    await user.click(screen.getByRole('checkbox', { name: /I have read and agree/ }))
    await user.click(screen.getByRole('button', { name: 'Confirm and submit' }))
    await expect.poll(() => created).toEqual([41])
    const [sent] = api.to('/api/properties/')
    if (!sent) throw new Error('The listing was not sent')
    const body = await formDataOf(sent)
    expect(body.has('title_fr')).toBe(false)
    expect(body.has('description_fr')).toBe(false)
  })
})
