import { expect, test } from '@playwright/test'
import { DEMO_PASSWORD } from './support/app.ts'
import { HOST_EMAIL, logIn, toast } from './support/hosting-app.ts'
import {
  accessOf,
  approve,
  bearer,
  newRenter,
  payThroughApi,
  requestStayToday,
} from './support/renting-api.ts'

type TReview = { id: number; reply: string | null }

/*
 * The house page lists its reviews with the host's answers; the host answers a review once, from
 * their own listing's page. Visitors read them and cannot answer.
 */
test('the host answers a review on the house page, once; visitors read both', async ({
  page,
  request,
}, testInfo) => {
  // A stay that starts today, paid: running the server's scheduler makes it active, so it can be reviewed.
  const host = await accessOf(request, HOST_EMAIL, DEMO_PASSWORD)
  const renter = await newRenter(request, testInfo, 'Maya')
  const booking = await requestStayToday(request, renter, host, { skip: new Set(), message: '' })
  await approve(request, host, booking.booking_id)
  await payThroughApi(request, renter.access, booking.booking_id)
  expect((await request.post('/api/test/clock/', { data: { advance_days: 0 } })).ok()).toBe(true)
  const comment = `Quiet street, great light, a host who answers fast (${Date.now()}).`
  const posted = await request.post('/api/reviews/', {
    headers: bearer(renter.access),
    data: { booking: booking.booking_id, rating: 5, comment },
  })
  expect(posted.status(), await posted.text()).toBe(201)
  const target = {
    houseId: booking.property?.property_id as number,
    review: { id: ((await posted.json()) as { id: number }).id, comment, author: { first_name: 'Maya' } },
  }

  await page.goto(`/House/${target.houseId}`)
  const reviews = page.getByRole('region', { name: 'Reviews' })
  const item = reviews.getByRole('listitem').filter({ hasText: target.review.comment })
  await expect(item).toBeVisible()
  await expect(item.getByText(target.review.author.first_name, { exact: true })).toBeVisible()
  await expect(reviews.getByRole('button', { name: 'Reply to this review' })).toHaveCount(0)

  await logIn(page, HOST_EMAIL, DEMO_PASSWORD)
  await page.goto(`/House/${target.houseId}`)
  await item.getByRole('button', { name: 'Reply to this review' }).click()
  const answer = 'Thank you for staying with us, come back any time!'
  await item.getByLabel('Your answer').fill(answer)
  await item.getByRole('button', { name: 'Publish answer' }).click()
  await expect(toast(page, 'Your answer is published.')).toBeVisible()
  await expect(item.getByText('Response from the host')).toBeVisible()
  await expect(item.getByText(answer)).toBeVisible()
  await expect(item.getByRole('button', { name: 'Reply to this review' })).toHaveCount(0)

  const stored = (await (
    await request.get(`/api/properties/${target.houseId}/reviews/?page_size=5`)
  ).json()) as { results: TReview[] }
  expect(stored.results.find((review) => review.id === target.review.id)?.reply).toBe(answer)
})
