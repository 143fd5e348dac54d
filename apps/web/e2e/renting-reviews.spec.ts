import type { TPage, TReview } from '@demeure/shared'
import { expect, test } from './support/fixtures.ts'
import { isoDaysFromNow, logIn } from './support/hosting-app.ts'
import { bearer } from './support/renting-api.ts'
import { expectToast } from './support/toasts.ts'

/*
 * The listing page lists its reviews with the host's answers; the host answers a review once, from
 * their own listing's page. Visitors read them and cannot answer.
 */
test('the host answers a review on the listing page, once; visitors read both', async ({
  page,
  request,
  data,
  host,
}) => {
  // A stay that starts today, paid: running the server's scheduler makes it active, so it can be reviewed.
  const renter = await data.account('Maya', 'Moreau')
  const home = await data.listing(host, {
    availability: [{ start_date: isoDaysFromNow(0), end_date: isoDaysFromNow(200) }],
  })
  const booking = await data.booking(renter, home, { host, state: 'paid', checkIn: isoDaysFromNow(0) })
  expect((await request.post('/api/test/clock/', { data: { advance_days: 0 } })).ok()).toBe(true)
  const comment = `Quiet street, great light, a host who answers fast (${data.unique()}).`
  const posted = await request.post('/api/reviews/', {
    headers: bearer(renter.access),
    data: { booking: booking.booking_id, rating: 5, comment },
  })
  expect(posted.status(), await posted.text()).toBe(201)
  const target = {
    listingId: booking.property?.property_id as number,
    review: { id: ((await posted.json()) as TReview).id, comment, author: { first_name: 'Maya' } },
  }

  await page.goto(`/House/${target.listingId}`)
  const reviews = page.getByRole('region', { name: 'Reviews' })
  const item = reviews.getByRole('listitem').filter({ hasText: target.review.comment })
  await expect(item).toBeVisible()
  await expect(item.getByText(target.review.author.first_name, { exact: true })).toBeVisible()
  await expect(reviews.getByRole('button', { name: 'Reply to this review' })).toHaveCount(0)

  await logIn(page, host.email, host.password)
  await page.goto(`/House/${target.listingId}`)
  await item.getByRole('button', { name: 'Reply to this review' }).click()
  const answer = 'Thank you for staying with us, come back any time!'
  await item.getByLabel('Your answer').fill(answer)
  await item.getByRole('button', { name: 'Publish answer' }).click()
  await expectToast(page, 'Your answer is published.')
  await expect(item.getByText('Response from the host')).toBeVisible()
  await expect(item.getByText(answer)).toBeVisible()
  await expect(item.getByRole('button', { name: 'Reply to this review' })).toHaveCount(0)

  const stored = (await (
    await request.get(`/api/properties/${target.listingId}/reviews/?page_size=5`)
  ).json()) as TPage<TReview>
  expect(stored.results.find((review) => review.id === target.review.id)?.reply).toBe(answer)
})
