import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { bearer, signUpAndLogIn } from '../../test/accounts.ts'
import { payThroughSandbox, requestStay, stayDates } from '../../test/bookings.ts'
import { readOutbox } from '../../test/outbox.ts'
import { hostListingAndRenter, notificationsOf, setLanguage } from '../../test/social.ts'
import { createTestApp, type TTestApp } from '../../test/test-app.ts'

let t: TTestApp
beforeEach(async () => {
  t = await createTestApp()
})
afterEach(async () => {
  await t.close()
})

const kinds = async (access: string) => (await notificationsOf(t, access)).map((notice) => notice.kind)
const act = (access: string, id: number, action: string) =>
  t.inject({ method: 'POST', url: `/api/bookings/${id}/${action}/`, headers: bearer(access) })

describe('booking notices', () => {
  it('tells each side of a stay what happened, in app and by e-mail in their language', async () => {
    const { host, renter, listingId } = await hostListingAndRenter(t)
    await setLanguage(t, renter.access, 'fr')
    const booking = (
      await requestStay(t, renter.access, { property: String(listingId), ...stayDates(t, 2, 3) })
    ).json()
    expect(await kinds(host.access)).toEqual(['booking_requested'])
    const [request] = await notificationsOf(t, host.access)
    expect(request?.body).toContain('Loft on Saint-Denis')
    expect(request?.link).toBe(`/cohost-panel/bookings?property=${listingId}`)

    await act(host.access, booking.booking_id, 'approve')
    expect(await kinds(renter.access)).toEqual(['booking_approved'])
    const approvedMail = readOutbox(t.dataDir).find((mail) => mail.to.includes(renter.account.email))
    expect(approvedMail?.subject).toBe('Votre demande est acceptée')
    // Amounts grouped in the reader's format, dates as YYYY/MM/DD, in the e-mail and in the app.
    const day = booking.check_in.replaceAll('-', '/')
    expect(approvedMail?.body).toMatch(
      new RegExp(`à partir du ${day} est accepté\\. Payez \\d{1,3}(?:\u00a0\\d{3})*,\\d{2}\u00a0\\$ sous 48`),
    )
    const [approvedEn] = await notificationsOf(t, renter.access, 'en')
    expect(approvedEn?.body).toMatch(
      new RegExp(`from ${day} is approved\\. Pay \\$\\d{1,3}(?:,\\d{3})*\\.\\d{2} within`),
    )
    const [approvedFr] = await notificationsOf(t, renter.access, 'fr')
    expect(approvedFr?.body).toMatch(/Payez \d{1,3}(?:\u00a0\d{3})*,\d{2}\u00a0\$ sous 48/)

    await payThroughSandbox(t, renter.access, booking.booking_id)
    // Paying confirms the stay, which also prepares its lease for both sides to sign.
    expect(await kinds(renter.access)).toEqual(['booking_paid', 'lease_ready', 'booking_approved'])
    expect(await kinds(host.access)).toEqual(['booking_paid', 'lease_ready', 'booking_requested'])
    const [paidForHost] = await notificationsOf(t, host.access)
    expect(paidForHost?.body).toMatch(/paid for “Loft on Saint-Denis”/)

    await act(renter.access, booking.booking_id, 'cancel')
    expect((await kinds(host.access))[0]).toBe('booking_cancelled')
    expect((await kinds(renter.access))[0]).toBe('booking_paid')
  })

  it('tells a renter whose request lost its dates to a confirmed stay, and both sides of an expiry', async () => {
    const { host, renter, listingId } = await hostListingAndRenter(t)
    const rival = await signUpAndLogIn(t)
    const dates = stayDates(t, 2, 3)
    const first = (await requestStay(t, renter.access, { property: String(listingId), ...dates })).json()
    const second = (await requestStay(t, rival.access, { property: String(listingId), ...dates })).json()
    await act(host.access, first.booking_id, 'approve')
    await payThroughSandbox(t, renter.access, first.booking_id)
    const [lost] = await notificationsOf(t, rival.access)
    expect(lost).toMatchObject({ kind: 'booking_declined' })
    expect(lost?.body).toContain('another stay was confirmed')
    expect(second.status).toBe('requested')

    const late = (
      await requestStay(t, rival.access, { property: String(listingId), ...stayDates(t, 8, 2) })
    ).json()
    t.clock.advance(73 * 3_600_000)
    await t.app.bookingScheduler.tick()
    // Three days on, the access tokens have expired: log in again.
    const logIn = async (account: { email: string; password: string }) =>
      (
        await t.inject({
          method: 'POST',
          url: '/api/login/',
          payload: { email: account.email, password: account.password },
        })
      ).json().access as string
    const rivalAccess = await logIn(rival.account)
    const [expired] = await notificationsOf(t, rivalAccess)
    expect(expired).toMatchObject({ kind: 'booking_expired' })
    expect(expired?.body).toContain('expired without an answer')
    expect((await kinds(await logIn(host.account)))[0]).toBe('booking_expired')
    expect(late.booking_id).toBeGreaterThan(second.booking_id)
  })
})
