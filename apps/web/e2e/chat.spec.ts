import type { TChatAnswer, TChatRequest } from '@demeure/shared'
import type { Locator, Page } from '@playwright/test'
import { isMobile, logInThroughPage } from './support/app.ts'
import { expect, test } from './support/fixtures.ts'
import type { TAccount } from './support/test-data.ts'

// Each test chats as a renter of its own (the server allows each user 20 messages a minute).
const CONVERSATION_KEY = 'demeure:ai-chat'

/** The rendered height of an element, in CSS pixels. */
function heightOf(locator: Locator): Promise<number> {
  return locator.evaluate((element) => element.getBoundingClientRect().height)
}

function chatLog(page: Page) {
  return page.getByRole('log')
}

/** Logs the renter in, optionally switches the stored language, and opens the chat. */
async function openChatAsRenter(page: Page, renter: TAccount, language: 'en' | 'fr' = 'en') {
  await logInThroughPage(page, renter.email, renter.password)
  if (language === 'fr') await page.evaluate(() => localStorage.setItem('i18nextLng', 'fr'))
  await page.goto('/ai-chat')
}

/** Sends a message with Enter and returns the server's answer as the page received it. */
async function sendAndReadAnswer(page: Page, box: Locator, text: string) {
  await box.fill(text)
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/chat/'))
  await box.press('Enter')
  const response = await answer
  expect(response.status()).toBe(200)
  return (await response.json()) as TChatAnswer
}

test('a visitor sees the login gate, its dialogs, and a toast when trying to send', async ({ page }) => {
  await page.goto('/ai-chat')
  await expect(page.getByRole('heading', { level: 1, name: 'AI room finder' })).toBeVisible()
  // No site header or footer on this page.
  await expect(page.getByRole('banner')).toHaveCount(0)
  await expect(page.getByRole('contentinfo')).toHaveCount(0)

  const gate = page.getByRole('region', { name: 'Log in to chat with the assistant.' })
  await expect(gate).toBeVisible()
  await gate.getByRole('button', { name: 'Log in' }).click()
  await expect(page.getByRole('dialog', { name: 'Welcome back' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await gate.getByRole('button', { name: 'Sign up' }).click()
  await expect(page.getByRole('dialog', { name: 'Create your account' })).toBeVisible()
  await page.keyboard.press('Escape')

  const box = page.getByRole('textbox', { name: 'Your message' })
  await box.fill('A studio in Montreal')
  await box.press('Enter')
  await expect(page.getByText('Please log in to use the AI assistant')).toBeVisible()
  await expect(chatLog(page).getByText('A studio in Montreal')).toHaveCount(0)
})

test('a French request is answered in French with listing cards that open the right homes', async ({
  page,
  data,
  host,
  renter,
}, testInfo) => {
  // At least one home the request matches, whatever else the catalogue holds.
  await data.listing(host, { city: 'Montreal', listingType: 'apartment', price: '1150' })
  await openChatAsRenter(page, renter, 'fr')
  await expect(page.getByRole('heading', { level: 2, name: 'Où aimeriez-vous habiter?' })).toBeVisible()
  const box = page.getByRole('textbox', { name: 'Votre message' })
  // On touch screens the box is not focused by itself: the keyboard would hide the conversation.
  const hasFinePointer = !isMobile(testInfo)
  if (hasFinePointer) await expect(box).toBeFocused()

  // Held back until the waiting state has been seen (the answer itself is the server's).
  let release = () => {}
  const seen = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route('**/api/chat/', async (route) => {
    await seen
    await route.continue()
  })
  const request = 'Je cherche un appartement à Montréal pour moins de 1500 $'
  await box.fill(request)
  const answerPromise = page.waitForResponse((response) => response.url().endsWith('/api/chat/'))
  await box.press('Enter')
  await expect(box).toBeDisabled()
  await expect(chatLog(page).getByText("L'assistant écrit…")).toBeAttached()
  await expect(chatLog(page).getByText(request)).toBeVisible()
  release()
  const answer = (await (await answerPromise).json()) as TChatAnswer
  await page.unroute('**/api/chat/')

  expect(answer.language).toBe('fr')
  expect(answer.properties.length).toBeGreaterThan(0)
  for (const listing of answer.properties) {
    expect(Number(listing.price_per_month)).toBeLessThanOrEqual(1500)
    expect(listing.property_type).toMatch(/apartment/)
  }
  // The reply types out: not all there at first, then whole in the log (a live region).
  await expect(chatLog(page).getByText(answer.response, { exact: true })).toHaveCount(0)
  await expect(chatLog(page).getByText(answer.response, { exact: true })).toBeVisible({ timeout: 30_000 })
  await expect(box).toBeEnabled()
  if (hasFinePointer) await expect(box).toBeFocused()

  const results = chatLog(page).getByRole('region', { name: 'Logements suggérés' })
  const cards = results.getByRole('article')
  await expect(cards).toHaveCount(answer.properties.length)
  await expect(cards.first()).toContainText(/\$ \/ mois/)
  const [first] = answer.properties
  if (!first) throw new Error('no listing in the answer')
  // A French reader sees the French title the listing carries.
  const shownTitle = first.title_fr || first.title
  const link = results.getByRole('link', { name: shownTitle, exact: true })
  await expect(link).toHaveAttribute('href', `/House/${first.property_id}`)
  await link.click()
  await expect(page).toHaveURL(`/House/${first.property_id}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(shownTitle)

  // Back on the chat, the conversation is still there, shown at once.
  await page.goBack()
  await expect(chatLog(page).getByText(answer.response, { exact: true })).toBeVisible()
  expect(answer.search_path).toBeTruthy()
  await results.getByRole('link', { name: 'Tout voir dans la recherche' }).click()
  const filters = (url: URL) => [...url.searchParams.entries()].sort().join('&')
  const expected = filters(new URL(answer.search_path ?? '', 'http://localhost'))
  await expect(page).toHaveURL((url) => url.pathname === '/' && filters(url) === expected)
  expect(new URL(page.url()).searchParams.get('maxPrice')).toBe('1500')
})

test('the conversation survives a reload, sends the last ten messages, and can be cleared', async ({
  page,
  renter,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await openChatAsRenter(page, renter)
  const box = page.getByRole('textbox', { name: 'Your message' })

  // An example prompt sends itself.
  const example = 'A furnished apartment in Montreal under $1,500 a month'
  const firstAnswer = page.waitForResponse((response) => response.url().endsWith('/api/chat/'))
  await page.getByRole('button', { name: example }).click()
  const firstBody = (await (await firstAnswer).json()) as TChatAnswer
  await expect(chatLog(page).getByText(example)).toBeVisible()
  // With reduced motion the reply is shown whole at once.
  await expect(chatLog(page).getByText(firstBody.response, { exact: true })).toBeVisible({ timeout: 2_000 })

  for (const text of [
    'Only with a desk please',
    'Something in Verdun',
    'Under $1,200',
    'For 4 months',
    'Thanks',
  ]) {
    await sendAndReadAnswer(page, box, text)
    await expect(box).toBeEnabled()
  }
  // Six questions and six answers so far: the next call carries only the last ten.
  const sent = page.waitForRequest((request) => request.url().endsWith('/api/chat/'))
  await sendAndReadAnswer(page, box, 'And from September?')
  const payload = (await sent).postDataJSON() as Required<TChatRequest>
  expect(payload.message).toBe('And from September?')
  expect(payload.history).toHaveLength(10)
  expect(payload.history[0]).toEqual({ sender: 'user', content: 'Only with a desk please' })
  expect(payload.history.at(-1)?.sender).toBe('ai')

  await page.reload()
  await expect(chatLog(page).getByText(example)).toBeVisible()
  await expect(chatLog(page).getByText('And from September?')).toBeVisible()

  await page.getByRole('button', { name: 'Clear chat' }).click()
  await expect(page.getByText('Chat cleared')).toBeVisible()
  await expect(chatLog(page).getByText(example)).toHaveCount(0)
  await expect(page.getByRole('heading', { level: 2, name: 'Where would you like to live?' })).toBeVisible()
  expect(await page.evaluate((key) => sessionStorage.getItem(key), CONVERSATION_KEY)).toBeNull()
  await page.reload()
  await expect(page.getByRole('heading', { level: 2, name: 'Where would you like to live?' })).toBeVisible()
})

test('an empty message is refused, Shift+Enter adds a line and the box stops growing at 120 px', async ({
  page,
  renter,
}) => {
  await openChatAsRenter(page, renter)
  const box = page.getByRole('textbox', { name: 'Your message' })
  await box.press('Enter')
  await expect(page.getByText('Please enter a message')).toBeVisible()

  const single = await heightOf(box)
  await box.fill('First line')
  await box.press('Shift+Enter')
  await box.pressSequentially('Second line')
  await expect(box).toHaveValue('First line\nSecond line')
  await expect(chatLog(page).getByText('First line')).toHaveCount(0)
  const double = await heightOf(box)
  expect(double).toBeGreaterThan(single)

  for (let line = 3; line <= 9; line += 1) {
    await box.press('Shift+Enter')
    await box.pressSequentially(`Line ${line}`)
  }
  expect(await heightOf(box)).toBe(120)
  await expect(box).toHaveCSS('overflow-y', 'auto')

  await box.press('Enter')
  await expect(chatLog(page).getByText(/First line\s+Second line/)).toBeVisible()
  await expect(box).toHaveValue('')
})

test('a session that ended elsewhere shows "Session expired" and the login gate', async ({
  page,
  renter,
}) => {
  await openChatAsRenter(page, renter)
  const box = page.getByRole('textbox', { name: 'Your message' })
  await expect(box).toBeEnabled()
  // Logging out from another place ends the session on the server (tokens included).
  const token = await page.evaluate(() => localStorage.getItem('accessToken'))
  const logout = await page.request.post('/api/logout/', { headers: { Authorization: `Bearer ${token}` } })
  expect(logout.ok()).toBe(true)

  await box.fill('A room near McGill')
  await box.press('Enter')
  await expect(page.getByText('Session expired. Please log in again.')).toBeVisible()
  await expect(page.getByRole('region', { name: 'Log in to chat with the assistant.' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Log in' })).toBeFocused()
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull()
})

test('“a studio or a 1-bedroom” shows both kinds, each named in the reply', async ({
  page,
  data,
  host,
  renter,
}) => {
  // One of each at least, whatever else the catalogue holds (e2e listings have one bedroom).
  await data.listing(host, { city: 'Montreal', listingType: 'studio', price: '900' })
  await data.listing(host, { city: 'Montreal', listingType: 'apartment', price: '950' })
  await openChatAsRenter(page, renter)
  const box = page.getByRole('textbox', { name: 'Your message' })
  const answer = await sendAndReadAnswer(page, box, 'a studio or a 1-bedroom in Montreal under $1,000')
  expect(answer.filters).toMatchObject({ type: ['studio'], bedrooms: [1] })
  const kinds = new Set(answer.properties.map((card) => card.property_type))
  expect(kinds.has('studio')).toBe(true)
  expect([...kinds].some((kind) => kind !== 'studio')).toBe(true)
  for (const card of answer.properties) {
    expect(card.property_type === 'studio' || card.num_bedrooms === 1, card.title).toBe(true)
  }
  await expect(chatLog(page).getByText(answer.response, { exact: true })).toBeVisible({ timeout: 30_000 })
  await expect(chatLog(page)).toContainText('studios and 1-bedroom homes in Montréal')
  const cards = chatLog(page).getByRole('region', { name: 'Suggested homes' }).getByRole('article')
  await expect(cards).toHaveCount(answer.properties.length)
})
