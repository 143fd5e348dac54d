import { expect, test } from './support/fixtures.ts'
import { logIn } from './support/hosting-app.ts'

// Contact details stay on Demeure (docs/product-rules.md, "Contact stays on the platform"), and the
// listing page says what Demeure checked.

test('a host sees, as they write a description, that visitors will not see its phone number', async ({
  page,
  host,
}) => {
  await logIn(page, host.email, host.password)
  await page.goto('/cohost-panel/properties/new')
  const description = page.getByLabel('Description', { exact: true })
  await description.fill('Bright flat near the canal. Text me at 514-555-0199 for a visit.')
  await expect(
    page.getByText(
      'Visitors will not see a phone number: contact details stay on Demeure until a stay is paid.',
    ),
  ).toBeVisible()
  // Written without contact details, the warning goes away.
  await description.fill('Bright flat near the canal. Ask for a visit through Demeure.')
  await expect(page.getByText('Visitors will not see')).toHaveCount(0)
})

test('a visitor reads the listing with the phone number hidden, a notice, and what Demeure checked', async ({
  page,
  data,
  host,
}) => {
  const listing = await data.listing(host, {
    title: 'Canal flat',
    description: 'Bright flat near the canal. Text me at 514-555-0199 for a visit.',
  })
  await page.goto(`/House/${listing.property_id}`)

  const about = page.getByRole('region', { name: 'About this place' })
  await expect(about).toContainText('Text me at [phone number hidden] for a visit.')
  await expect(about).toContainText(
    'Contact details in this listing are hidden: write and pay through Demeure.',
  )
  await expect(page.getByText('514-555-0199')).toHaveCount(0)

  const trust = page.getByRole('region', { name: 'What Demeure checked' })
  await expect(trust.getByText(/^Host identity verified on \d{4}\/\d{2}\/\d{2}$/)).toBeVisible()
  await expect(trust.getByText('Ownership video reviewed by our team')).toBeVisible()
  await expect(trust.getByText(/^Listing approved by our staff on \d{4}\/\d{2}\/\d{2}$/)).toBeVisible()
  await expect(
    trust.getByText('Demeure holds your payment and pays the host only 48 hours after move-in.'),
  ).toBeVisible()
  await trust.scrollIntoViewIfNeeded()
  await page.screenshot({ path: test.info().outputPath('listing-trust.png'), fullPage: false })
})
