import { addMonths } from '@demeure/shared'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer } from '../../test/accounts.ts'
import { requestStay } from '../../test/bookings.ts'
import { hostListingAndRenter } from '../../test/social.ts'
import { createTestApp, type TTestApp } from '../../test/test-app.ts'

let t: TTestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

describe('reviews', () => {
  it('a guest reviews a stay once it has started; the host answers once; the listing page shows the average', async () => {
    const { host, renter: guest, listingId, today } = await hostListingAndRenter(t)
    // Moving in today, so the scheduler makes the stay active right after payment.
    const booking = (
      await requestStay(t, guest.access, {
        property: String(listingId),
        check_in: today,
        check_out: addMonths(today, 2),
      })
    ).json()
    const review = (access: string, payload: object) =>
      t.inject({ method: 'POST', url: '/api/reviews/', headers: bearer(access), payload })

    expect(booking.has_review).toBe(false)
    const early = await review(guest.access, { booking: booking.booking_id, rating: 5, comment: 'Lovely' })
    expect(early.statusCode).toBe(400)
    expect(early.json().fields.booking).toBe('You can review a stay once it has started.')

    await t.inject({
      method: 'POST',
      url: `/api/bookings/${booking.booking_id}/approve/`,
      headers: bearer(host.access),
    })
    const pay = (
      await t.inject({
        method: 'POST',
        url: `/api/bookings/${booking.booking_id}/pay/`,
        headers: bearer(guest.access),
      })
    ).json()
    await t.inject({
      method: 'POST',
      url: pay.checkout_url.replace(/\/$/, '/paid/'),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    })
    await t.app.bookingScheduler.tick()

    const invalid = await review(guest.access, { booking: booking.booking_id, rating: 6, comment: '' })
    expect(invalid.statusCode).toBe(400)
    expect(invalid.json().fields).toMatchObject({
      rating: 'Choose a rating from 1 to 5 stars.',
      comment: 'This field is required.',
    })
    expect(
      (await review(host.access, { booking: booking.booking_id, rating: 1, comment: 'Self-praise' }))
        .statusCode,
    ).toBe(403)
    const created = await review(guest.access, {
      booking: booking.booking_id,
      rating: 4,
      comment: 'Bright and quiet.',
    })
    expect(created.statusCode).toBe(201)
    const reviewed = await t.inject({
      method: 'GET',
      url: `/api/bookings/${booking.booking_id}/`,
      headers: bearer(guest.access),
    })
    expect(reviewed.json().has_review).toBe(true)
    const [notice] = (
      await t.inject({ method: 'GET', url: '/api/notifications/', headers: bearer(host.access) })
    ).json().results
    expect(notice).toMatchObject({ kind: 'review_received', link: `/House/${listingId}` })
    expect(notice.body).toContain('4/5')
    expect(
      (await review(guest.access, { booking: booking.booking_id, rating: 5, comment: 'Again' })).statusCode,
    ).toBe(409)

    const replyUrl = `/api/reviews/${created.json().id}/reply/`
    expect(
      (
        await t.inject({
          method: 'POST',
          url: replyUrl,
          headers: bearer(guest.access),
          payload: { reply: 'x' },
        })
      ).statusCode,
    ).toBe(403)
    expect(
      (
        await t.inject({
          method: 'POST',
          url: replyUrl,
          headers: bearer(host.access),
          payload: { reply: 'Thank you!' },
        })
      ).statusCode,
    ).toBe(204)
    expect(
      (
        await t.inject({
          method: 'POST',
          url: replyUrl,
          headers: bearer(host.access),
          payload: { reply: 'Twice' },
        })
      ).statusCode,
    ).toBe(409)

    const list = (await t.inject({ method: 'GET', url: `/api/properties/${listingId}/reviews/` })).json()
    expect(list.results).toMatchObject([
      { rating: 4, comment: 'Bright and quiet.', reply: 'Thank you!', author: { first_name: 'Amir' } },
    ])
    const detail = (await t.inject({ method: 'GET', url: `/api/properties/${listingId}/` })).json()
    expect(detail).toMatchObject({ rating_avg: '4.00', review_count: 1 })
  })
})
