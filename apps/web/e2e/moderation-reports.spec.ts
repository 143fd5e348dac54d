import type { TListingCard, TPage } from '@demeure/shared'
import { expect, test } from './support/fixtures.ts'
import { logIn, switchUser } from './support/hosting-app.ts'
import { reviewShot } from './support/review-shot.ts'

test.describe.configure({ timeout: 120_000 })

// docs/product-rules.md, "Reports and moderation".
test('a renter reports a listing, staff hide it from the queue, it leaves search and the renter is told', async ({
  page,
  data,
  renter,
  listing,
}, testInfo) => {
  const staff = await data.staff()
  const searchIds = async () => {
    const response = await page.request.get('/api/properties/?page_size=100&sort=newest')
    const body: TPage<TListingCard> = await response.json()
    return body.results.map((card) => card.property_id)
  }
  expect(await searchIds()).toContain(listing.property_id)

  // The renter reports the listing from its page.
  await logIn(page, renter.email, renter.password)
  await page.goto(`/House/${listing.property_id}`)
  await page.getByRole('button', { name: 'Report this listing' }).click()
  const dialog = page.getByRole('dialog', { name: 'Report this listing' })
  // Sending without a reason is refused on the spot; "Something else" needs details.
  await dialog.getByRole('button', { name: 'Send report' }).click()
  await expect(dialog.getByText('Choose a reason.')).toBeVisible()
  await dialog.getByRole('radio', { name: 'Something else' }).check()
  await dialog.getByRole('button', { name: 'Send report' }).click()
  await expect(dialog.getByText('Tell us what happened.')).toBeVisible()
  await dialog.getByRole('radio', { name: 'Scam or fraud' }).check()
  await dialog.getByLabel('What happened? (optional)').fill('The host asks for a deposit by gift card.')
  await page.screenshot({ path: testInfo.outputPath('report-dialog.png') })
  await dialog.getByRole('button', { name: 'Send report' }).click()
  await expect(dialog.getByText(/Thank you\. Staff will review your report/)).toBeVisible()
  await dialog.getByRole('button', { name: 'Close' }).first().click()

  // Staff find it in the Reports tab, with its context, and hide the listing.
  await switchUser(page, staff.email, staff.password)
  await page.goto('/admin?queue=reports')
  const card = page.getByRole('article').filter({ hasText: listing.title })
  await expect(card.getByText('The host asks for a deposit by gift card.')).toBeVisible()
  await expect(card.getByRole('heading', { name: 'Listing · Scam or fraud' })).toBeVisible()
  await expect(card.getByText('Reporter', { exact: true })).toBeVisible()
  await card.getByLabel('Note (optional)').fill('Deposit outside Demeure.')
  await reviewShot(page, testInfo.outputPath('report-queue.png'))
  await card.getByRole('button', { name: 'Hide listing' }).click()
  await expect(page.getByText('The listing is hidden.')).toBeVisible()
  await expect(card).toHaveCount(0)

  // Gone from search and from its public page at once.
  expect(await searchIds()).not.toContain(listing.property_id)
  await page.goto(`/House/${listing.property_id}`)
  await expect(page.getByRole('heading', { name: "We couldn't find this home" })).toBeVisible()

  // The renter reads the outcome in their notifications.
  await switchUser(page, renter.email, renter.password)
  await page.goto('/user-panel/notifications')
  await expect(page.getByRole('button', { name: /Your report was reviewed.*took action/ })).toBeVisible()
  await page.screenshot({ path: testInfo.outputPath('report-outcome.png') })
})

test('a renter reports a message they received, from the messages view, and staff see it in its conversation', async ({
  page,
  data,
  renter,
  host,
  listing,
}, testInfo) => {
  const staff = await data.staff()
  const call = async (access: string, path: string, body: unknown) => {
    const response = await page.request.post(path, {
      headers: { Authorization: `Bearer ${access}` },
      data: body,
    })
    expect(response.status(), `POST ${path}`).toBeLessThan(300)
    return response.json()
  }
  const conversation = await call(renter.access, '/api/conversations/', {
    property: listing.property_id,
    message: 'Hello, is the flat free in May?',
  })
  const scam = `Send the deposit by gift card first ${data.unique()}`
  await call(host.access, `/api/conversations/${conversation.id}/messages/`, { body: scam })

  await logIn(page, renter.email, renter.password)
  await page.goto(`/user-panel/messages?conversation=${conversation.id}`)
  const log = page.getByRole('log')
  await expect(log.getByText(scam)).toBeVisible()
  // Only the message received has a Report button, not the renter's own.
  await expect(log.getByRole('button', { name: 'Report this message' })).toHaveCount(1)
  await page.screenshot({ path: testInfo.outputPath('message-report-button.png') })
  await log.getByRole('button', { name: 'Report this message' }).click()
  const dialog = page.getByRole('dialog', { name: 'Report this message' })
  await dialog.getByRole('radio', { name: 'Scam or fraud' }).check()
  await dialog.getByRole('button', { name: 'Send report' }).click()
  await expect(dialog.getByText(/Thank you\. Staff will review your report/)).toBeVisible()

  await switchUser(page, staff.email, staff.password)
  await page.goto('/admin?queue=reports')
  const card = page.getByRole('article').filter({ hasText: scam })
  const lines = card.getByRole('list', { name: 'The conversation up to the reported message' })
  await expect(lines.getByRole('listitem')).toHaveText([/Hello, is the flat free in May\?/, new RegExp(scam)])
  await card.getByRole('button', { name: 'Warn user' }).click()
  await expect(page.getByText('The user was warned.')).toBeVisible()
})
