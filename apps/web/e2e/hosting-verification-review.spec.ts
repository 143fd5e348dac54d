import { uniqueAccount } from './support/app.ts'
import { expect, test } from './support/fixtures.ts'
import { logIn, switchUser } from './support/hosting-app.ts'
import { pdfFile, pngFile } from './support/hosting-files.ts'
import { expectToast } from './support/toasts.ts'

test.describe.configure({ timeout: 120_000 })

test('only staff see the staff area', async ({ page, renter }) => {
  await logIn(page, renter.email, renter.password)
  await page.goto('/admin')
  await expect(page.getByRole('heading', { name: 'Staff only' })).toBeVisible()
  await expect(page.getByRole('tab')).toHaveCount(0)
})

test('a rejected application shows the reason and is sent again', async ({
  page,
  request,
  data,
}, testInfo) => {
  const staff = await data.staff()
  const account = uniqueAccount(testInfo)
  const email = account.email.toLowerCase()
  const registered = await request.post('/api/register/', {
    data: { ...account, email, first_name: 'Malik', last_name: 'Haddad', phone: '' },
  })
  expect(registered.status()).toBe(201)
  await logIn(page, email, account.password)

  // The form checks documents and links before anything is sent.
  await page.goto('/user-panel/verification')
  await page.getByLabel('Phone', { exact: true }).fill('514 555 0123')
  await page.getByLabel('Your role', { exact: true }).selectOption('property_manager')
  await page.getByRole('button', { name: 'Add a link' }).click()
  await page.getByLabel('Listing link 1', { exact: true }).fill('not a link')
  await page.getByLabel(/I confirm that this information is true/).check()
  await page.getByRole('button', { name: 'Send my application' }).click()
  await expect(page.getByText('Enter a full web address starting with https://.')).toBeVisible()
  await expect(page.getByLabel('Government ID', { exact: true })).toHaveAccessibleDescription(
    'This field is required.',
  )
  await expect(page.getByLabel('Proof of address', { exact: true })).toHaveAccessibleDescription(
    'This field is required.',
  )
  await page.getByRole('button', { name: 'Remove listing link 1' }).click()
  await page
    .getByLabel('Government ID', { exact: true })
    .setInputFiles([pngFile('a.png'), pngFile('b.png'), pngFile('c.png')])
  await expect(page.getByText('Up to 2 files for the government ID.')).toBeVisible()
  await page.getByLabel('Proof of address', { exact: true }).setInputFiles(pdfFile('lease.pdf'))
  await page.getByRole('button', { name: 'Send my application' }).click()
  await expectToast(page, 'Verification submitted successfully!')

  // Staff reject it, with a reason.
  await switchUser(page, staff.email, staff.password)
  await page.goto('/admin')
  const application = page.getByRole('article').filter({ hasText: email })
  await application.getByRole('button', { name: 'Reject' }).click()
  const dialog = page.getByRole('dialog', { name: 'Reject the application of Malik Haddad' })
  await dialog.getByRole('button', { name: 'Reject and notify' }).click()
  await expect(dialog.getByText('This field is required.')).toBeVisible()
  await dialog.getByLabel('Reason').fill('The proof of address is older than three months.')
  await dialog.getByRole('button', { name: 'Reject and notify' }).click()
  await expectToast(page, 'The application of Malik Haddad was rejected.')
  await page.getByRole('button', { name: 'Rejected' }).click()
  await expect(application.getByText('The proof of address is older than three months.')).toBeVisible()

  // The applicant reads the reason, corrects the form and sends it again.
  await switchUser(page, email, account.password)
  await page.goto('/user-panel/verification')
  await expect(page.getByRole('heading', { name: 'Not approved' })).toBeVisible()
  await expect(page.getByText('The proof of address is older than three months.')).toBeVisible()
  await expect(page.getByLabel('Phone', { exact: true })).toHaveValue('514 555 0123')
  await expect(page.getByText('Already on file:').first()).toBeVisible()
  await page.getByLabel('Proof of address', { exact: true }).setInputFiles(pdfFile('new-lease.pdf'))
  await expect(page.getByText('The new files will replace these:')).toBeVisible()
  await page.getByLabel(/I confirm that this information is true/).check()
  await page.getByRole('button', { name: 'Send my application again' }).click()
  await expectToast(page, 'Verification submitted successfully!')
  await expect(page.getByRole('heading', { name: 'Under review' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Open new-lease.pdf' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Open lease.pdf' })).toHaveCount(0)

  // Staff approve it meanwhile: the page the applicant has open says so, without a reload.
  const pending = await request.get('/api/admin/verifications/?status=pending&page_size=100', {
    headers: { Authorization: `Bearer ${staff.access}` },
  })
  const again = (
    (await pending.json()) as { results: { id: string; user: { email: string } }[] }
  ).results.find((item) => item.user.email === email)
  const approved = await request.post(`/api/admin/verifications/${again?.id}/approve/`, {
    headers: { Authorization: `Bearer ${staff.access}` },
  })
  expect(approved.status(), await approved.text()).toBe(204)
  await expect(page.getByRole('heading', { name: 'Approved' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Under review' })).toHaveCount(0)
})
