import { formatDisplayDate, formatMoney, type TBooking } from '@demeure/shared'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer } from '../../test/accounts.ts'
import { requestStay, stayDates } from '../../test/bookings.ts'
import { hostListingAndRenter } from '../../test/social.ts'
import { createTestApp, type TTestApp } from '../../test/test-app.ts'

let t: TTestApp
let checkoutUrl: string
let booking: TBooking
beforeAll(async () => {
  t = await createTestApp()
  const { host, renter, listingId } = await hostListingAndRenter(t)
  booking = (
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

  it('shows what is paid for: the home, its dates, the first month, the 12% fee, the total, and a way back', async () => {
    const dates = `${formatDisplayDate(booking.check_in)} → ${formatDisplayDate(booking.check_out)}`
    const cases = {
      en: {
        lines: [
          ['Home', 'Loft on Saint-Denis'],
          ['Dates', dates],
          ['First month’s rent', booking.monthly_rent],
          ['Service fee (12% of the first month)', booking.service_fee],
        ],
        total: 'Total due now',
        back: 'Cancel and go back to my reservations',
      },
      fr: {
        lines: [
          ['Logement', 'Loft on Saint-Denis'],
          ['Dates', dates],
          ['Loyer du premier mois', booking.monthly_rent],
          ['Frais de service (12\u00a0% du premier mois)', booking.service_fee],
        ],
        total: 'Total à payer maintenant',
        back: 'Annuler et revenir à mes réservations',
      },
    } as const
    for (const [language, expected] of Object.entries(cases) as [
      keyof typeof cases,
      (typeof cases)['en' | 'fr'],
    ][]) {
      const body = (await page(language)).body
      const money = (amount: string) => formatMoney(amount, language, { cents: 'always' })
      for (const [label, value] of expected.lines) {
        const shown = /^\d+\.\d{2}$/.test(value) ? money(value) : value
        // Figures (dates, amounts) never wrap; the home's title may.
        const dd = shown === value && label === expected.lines[0][0] ? '<dd>' : '<dd class="figure">'
        expect(body).toContain(`<dt>${label}</dt>${dd}${shown}</dd>`)
      }
      expect(body).toContain(
        `<div class="label">${expected.total}</div><div class="amount">${money(booking.due_now)} USD</div>`,
      )
      expect(body).toContain(`<a class="back" href="/user-panel/reservations">${expected.back}</a>`)
    }
  })
})
