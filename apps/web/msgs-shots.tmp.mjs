import { chromium } from '@playwright/test'
const base = 'http://127.0.0.1:3217'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--headless=new'] })
async function login(email, width, height, isMobile = false) {
  const ctx = await browser.newContext({ baseURL: base, viewport: { width, height }, isMobile, hasTouch: isMobile })
  const page = await ctx.newPage()
  page.on('pageerror', (e) => console.log(email, 'pageerror', e.message))
  await page.goto('/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill('demeure-demo')
  await page.getByRole('button', { name: 'Log in', exact: true }).click()
  await page.waitForURL((u) => !u.pathname.endsWith('/login'))
  await page.waitForFunction(() => localStorage.getItem('accessToken'))
  return page
}
const call = (page, method, url, body) => page.evaluate(async ({ method, url, body }) => {
  const r = await fetch(url, { method, headers: { Authorization: `Bearer ${localStorage.getItem('accessToken')}`, ...(body ? { 'Content-Type': 'application/json' } : {}) }, body: body ? JSON.stringify(body) : undefined })
  return { status: r.status, body: await r.json() }
}, { method, url, body })
const host = await login('host@demo.demeure.ca', 1280, 800)
const renter = await login('guest@demo.demeure.ca', 1280, 800)
const listings = await call(host, 'GET', '/api/host-properties/?page_size=100')
const published = listings.body.results.filter((l) => l.status === 'published')
const seed = process.argv[2] === 'seed'
let convId
for (const [i, listing] of published.slice(0, 3).entries()) {
  const conv = await call(renter, 'POST', '/api/conversations/', { property: listing.property_id })
  if (i === 0) convId = conv.body.id
  if (!seed) continue
  const lines = i === 0 ? [
    ['r', 'Hello! Is the suite still free from May 1st to the end of August?'],
    ['h', 'Hi Amara, yes it is. The lease would be month to month, utilities included.'],
    ['r', 'Great. Is there a washer in the unit, or a shared laundry room?\nAnd is a bike storage available?'],
    ['h', 'Washer and dryer in the unit. Bikes go in the locked shed in the back yard.'],
    ['r', 'Perfect, I will send a booking request tonight.'],
  ] : [['r', `Question about listing ${i}: are pets allowed?`]]
  for (const [who, text] of lines) await call(who === 'r' ? renter : host, 'POST', `/api/conversations/${conv.body.id}/messages/`, { body: text })
}
const shots = async (page, name) => page.screenshot({ path: `/tmp/msgs-${name}.png` })
// Desktop
await renter.goto(`/user-panel/messages?conversation=${convId}`)
await renter.getByRole('log').getByText('Perfect, I will').waitFor()
await shots(renter, 'messages-1280')
await renter.getByRole('textbox', { name: 'Your message' }).fill('x'.repeat(1900))
await shots(renter, 'composer-limit-1280')
await renter.getByRole('textbox', { name: 'Your message' }).fill('')
await host.goto('/cohost-panel/messages')
await host.getByRole('navigation', { name: 'Conversations' }).waitFor()
await shots(host, 'messages-list-1280')
await host.goto('/user-panel/notifications')
await host.waitForTimeout(1500)
await shots(host, 'notifications-1280')
await host.getByRole('banner').getByRole('button', { name: /^Notifications/ }).click()
await host.getByRole('menu').waitFor()
await host.waitForTimeout(800)
await shots(host, 'bell-1280')
// Mobile
const mrenter = await login('guest@demo.demeure.ca', 390, 844, true)
await mrenter.goto('/user-panel/messages')
await mrenter.getByRole('navigation', { name: 'Conversations' }).waitFor()
await mrenter.waitForTimeout(800)
await shots(mrenter, 'messages-list-390')
await mrenter.goto(`/user-panel/messages?conversation=${convId}`)
await mrenter.getByRole('log').getByText('Perfect, I will').waitFor()
await mrenter.waitForTimeout(500)
await shots(mrenter, 'messages-thread-390')
const mhost = await login('host@demo.demeure.ca', 390, 844, true)
await mhost.goto('/user-panel/notifications')
await mhost.waitForTimeout(1500)
await shots(mhost, 'notifications-390')
await mhost.getByRole('button', { name: 'Open menu' }).click()
await mhost.waitForTimeout(800)
await shots(mhost, 'menu-390')
await browser.close()
