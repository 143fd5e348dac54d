import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer } from '../../test/accounts.ts'
import { requestStay, stayDates } from '../../test/bookings.ts'
import { hostListingAndRenter } from '../../test/social.ts'
import { createTestApp, type TTestApp } from '../../test/test-app.ts'

let t: TTestApp
let checkoutUrl: string
beforeAll(async () => {
  t = await createTestApp()
  const { host, renter, listingId } = await hostListingAndRenter(t)
  const booking = (
    await requestStay(t, renter.access, { property: String(listingId), ...stayDates(t, 2, 3) })
  ).json()
  const act = (access: string, action: string) =>
    t.inject({
      method: 'POST',
      url: `/api/bookings/${booking.booking_id}/${action}/`,
      headers: bearer(access),
    })
  await act(host.access, 'approve')
  checkoutUrl = (await act(renter.access, 'pay')).json().checkout_url
})
afterAll(() => t.close())

const page = (language: string) =>
  t.inject({ method: 'GET', url: checkoutUrl, headers: { 'accept-language': language } })

describe('the sandbox checkout page', () => {
  it('speaks the reader’s language, with the amount grouped and localized and the product’s look', async () => {
    const english = await page('en')
    expect(english.headers['content-type']).toContain('text/html')
    expect(english.body).toContain('<html lang="en">')
    expect(english.body).toMatch(/<div class="amount">\$\d{1,3}(?:,\d{3})*\.\d{2} USD<\/div>/)
    expect(english.body).toContain('Secure test checkout')
    expect(english.body).toContain('<span class="brand">Demeure</span>')

    const french = await page('fr-CA,fr;q=0.9')
    expect(french.body).toContain('<html lang="fr">')
    expect(french.body).toMatch(/<div class="amount">\d{1,3}(?:\u00a0\d{3})*,\d{2}\u00a0\$ USD<\/div>/)
    expect(french.body).toContain('Paiement d’essai sécurisé')
    expect(french.body).toMatch(/Payer \d{1,3}(?:\u00a0\d{3})*,\d{2}\u00a0\$ USD/)
  })
})
