import { PAYOUT_DELAY_HOURS, todayInMontreal } from '@demeure/shared'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, signUpAdmin, signUpAndLogIn } from '../../test/accounts.ts'
import { publishListings } from '../../test/catalogue.ts'
import { multipart, samplePdf } from '../../test/files.ts'
import {
  approveListing,
  createListing,
  listingFields,
  listingFiles,
  signUpHost,
} from '../../test/listings.ts'
import { createTestApp, type TTestApp } from '../../test/test-app.ts'

let t: TTestApp
let admin: Awaited<ReturnType<typeof signUpAdmin>>
beforeAll(async () => {
  t = await createTestApp()
  admin = await signUpAdmin(t)
})
afterAll(() => t.close())

const page = (id: number, language = 'en') =>
  t.inject({ method: 'GET', url: `/api/properties/${id}/`, headers: { 'accept-language': language } })

/** A host whose identity staff approved through the verification flow, logged in. */
async function verifiedHost() {
  const host = await signUpAndLogIn(t)
  const sent = await t.inject({
    method: 'POST',
    url: '/api/verification/',
    headers: bearer(host.access),
    payload: multipart(
      {
        full_name: 'Julie Tremblay',
        email: 'julie@example.com',
        phone: '+1 514 555 0199',
        hosting_country: 'Canada',
        hosting_city: 'Montréal',
        role: 'owner',
        agreement: 'true',
      },
      [
        { field: 'government_id', name: 'passport.pdf', data: samplePdf() },
        { field: 'proof_of_address', name: 'hydro.pdf', data: samplePdf() },
      ],
    ) as never,
  })
  expect(sent.statusCode).toBe(201)
  const queue = await t.inject({
    method: 'GET',
    url: '/api/admin/verifications/?status=pending&page_size=100',
    headers: bearer(admin.access),
  })
  const entry = queue.json().results.find((v: { user: { id: string } }) => v.user.id === host.user.id)
  const approved = await t.inject({
    method: 'POST',
    url: `/api/admin/verifications/${entry.id}/approve/`,
    headers: bearer(admin.access),
  })
  expect(approved.statusCode).toBe(204)
  return host
}

describe('a listing’s texts on its public page', () => {
  const contacts = {
    title: 'Loft on Saint-Denis',
    description: 'Sunny loft on Saint-Denis, 2 bedrooms, $1,450 a month. Write to jean.tremblay@gmail.com',
    description_fr: 'Loft ensoleillé. Écrivez-moi sur WhatsApp : +1 438 555 0123',
    rules: ['No smoking', 'Questions? instagram @loft_mtl'],
  }

  it('hides contact details from visitors in their language and says which kinds', async () => {
    const host = await signUpHost(t)
    const id = await createListing(t, host.access, contacts)
    await approveListing(t, admin.access, id)

    const english = await page(id)
    expect(english.statusCode).toBe(200)
    const en = english.json()
    expect(en.title).toBe('Loft on Saint-Denis')
    expect(en.description).toBe(
      'Sunny loft on Saint-Denis, 2 bedrooms, $1,450 a month. Write to [e-mail address hidden]',
    )
    expect(en.rules).toEqual(['No smoking', 'Questions? instagram [messaging handle hidden]'])
    expect(en.hidden_contacts).toEqual(['phone', 'email', 'handle'])
    for (const text of [en.title, en.description, en.description_fr, ...en.rules])
      expect(text).not.toMatch(/555|gmail|loft_mtl/)

    const fr = (await page(id, 'fr')).json()
    expect(fr.description_fr).toBe('Loft ensoleillé. Écrivez-moi sur WhatsApp : [numéro de téléphone masqué]')
    expect(fr.description_fr).not.toContain('438')

    // The author keeps reading their own words where they edit them.
    const own = await t.inject({
      method: 'GET',
      url: `/api/host-properties/${id}/`,
      headers: bearer(host.access),
    })
    expect(own.json()).toMatchObject({
      title: contacts.title,
      description: contacts.description,
      rules: contacts.rules,
    })
  })

  it('hides nothing from a listing without contact details', async () => {
    const host = await signUpHost(t)
    const id = await createListing(t, host.access)
    await approveListing(t, admin.access, id)
    const body = (await page(id)).json()
    expect(body.description).toBe('Furnished room with a desk, five minutes from campus.')
    expect(body.hidden_contacts).toEqual([])
  })

  it('masks an old text with today’s rules: the stored text is kept as written', async () => {
    const host = await signUpHost(t)
    const [id] = (await publishListings(t, host.user.id, [
      {
        title: 'Old listing, text 514-555-0199',
        description: 'Call five one four, five five five, zero one nine nine',
      },
    ])) as [number]
    const en = (await page(id)).json()
    expect(en.description).toBe('Call [phone number hidden]')
    expect(en.title).toBe('Old listing, text [phone number hidden]')
    expect((await page(id, 'fr')).json().title).toBe('Old listing, text [numéro de téléphone masqué]')
  })

  it('refuses contact details in a new title, in the host’s language, and saves nothing', async () => {
    const host = await signUpHost(t)
    const before = await t.inject({
      method: 'GET',
      url: '/api/host-properties/',
      headers: bearer(host.access),
    })
    for (const [language, text] of [
      ['en', 'take the contact details out of the title'],
      ['fr', 'retirer les coordonnées du titre'],
    ] as const) {
      const refused = await t.inject({
        method: 'POST',
        url: '/api/properties/',
        headers: { ...bearer(host.access), 'accept-language': language },
        payload: multipart(
          listingFields({ title: 'Loft, text 514-555-0199' }),
          await listingFiles(),
        ) as never,
      })
      expect(refused.statusCode).toBe(400)
      expect(JSON.stringify(refused.json())).toContain(text)
    }
    const after = await t.inject({
      method: 'GET',
      url: '/api/host-properties/',
      headers: bearer(host.access),
    })
    expect(after.json().count).toBe(before.json().count)
  })
})

describe('the trust panel of a listing page', () => {
  it('says when the host’s identity was verified, that staff saw the ownership video and approved the listing', async () => {
    const host = await verifiedHost()
    const verifiedOn = todayInMontreal(t.clock.now())
    const id = await createListing(t, host.access)
    await approveListing(t, admin.access, id)

    const body = (await page(id)).json()
    expect(body.trust).toEqual({
      host_identity_verified_on: verifiedOn,
      ownership_video_reviewed: true,
      staff_approved_on: todayInMontreal(t.clock.now()),
      payment_held_hours: PAYOUT_DELAY_HOURS,
    })
    // Nothing of the verification's documents or answers reaches a visitor.
    expect(JSON.stringify(body)).not.toMatch(/passport|hydro|julie@example|555 0199/)
  })

  it('says nothing was checked for a listing without a verification, ownership video or review', async () => {
    const host = await signUpHost(t)
    const [id] = (await publishListings(t, host.user.id, [{ title: 'Unchecked', publishedAt: null }])) as [
      number,
    ]
    expect((await page(id)).json().trust).toEqual({
      host_identity_verified_on: null,
      ownership_video_reviewed: false,
      staff_approved_on: null,
      payment_held_hours: PAYOUT_DELAY_HOURS,
    })
  })
})
