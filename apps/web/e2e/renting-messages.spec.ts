import type { TConversation } from '@demeure/shared'
import type { Browser, Page, TestInfo } from '@playwright/test'
import { expect, test } from './support/fixtures.ts'
import { logIn, toast } from './support/hosting-app.ts'
import type { TAccount } from './support/test-data.ts'
import { expectToast, recordToasts } from './support/toasts.ts'

test.describe.configure({ timeout: 120_000 })

/** A call with the page's stored token, for the set-up the screens under test do not do. */
async function postAsPage<T>(page: Page, path: string, body?: unknown): Promise<T> {
  const answer = await page.evaluate(
    async ({ url, json }) => {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${window.localStorage.getItem('accessToken')}`,
          ...(json === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: json === undefined ? undefined : JSON.stringify(json),
      })
      return { status: response.status, body: await response.json() }
    },
    { url: path, json: body },
  )
  expect(answer.status, `POST ${path}`).toBeLessThan(300)
  return answer.body as T
}

/** A second signed-in person in their own browser context (own storage, own live stream). */
async function signedInPage(browser: Browser, testInfo: TestInfo, who: TAccount): Promise<Page> {
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport: testInfo.project.use.viewport,
  })
  await recordToasts(context)
  const page = await context.newPage()
  await logIn(page, who.email, who.password)
  return page
}

/** The renter's conversation about the host's published home (the `listing` fixture), started. */
async function conversationAbout(renter: Page, listing: { property_id: number; title: string }) {
  const conversation = await postAsPage<TConversation>(renter, '/api/conversations/', {
    property: listing.property_id,
  })
  return { id: conversation.id, title: listing.title }
}

/** A text no earlier run wrote. */
const unique = (text: string) => `${text} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

test.describe(() => {
  // Decided before the fixtures are made.
  test.skip(
    ({ isMobile }) => isMobile,
    'The bell is in the desktop header; phones have their own test below.',
  )
  test('a renter and the host talk live: thread, list, bell and read state follow without a reload', async ({
    page: host,
    browser,
    host: hostAccount,
    renter: renterAccount,
    listing,
  }, testInfo) => {
    await logIn(host, hostAccount.email, hostAccount.password)
    const renter = await signedInPage(browser, testInfo, renterAccount)
    const conversation = await conversationAbout(renter, listing)
    // Start from a quiet bell (the host's approval left a notice).
    await postAsPage(host, '/api/notifications/read-all/')
    await postAsPage(host, `/api/conversations/${conversation.id}/read/`)

    // The host has the messages open (the co-host sidebar leads there).
    await host.goto('/cohost-panel')
    await host
      .getByRole('navigation', { name: 'Panel sections' })
      .getByRole('link', { name: 'Messages' })
      .click()
    await expect(host).toHaveURL('/cohost-panel/messages')
    const bell = host.getByRole('banner').getByRole('button', { name: /^Notifications/ })
    await expect(bell).toHaveAccessibleName('Notifications')

    // The renter writes from the thread; Shift+Enter keeps a line, Enter sends.
    await renter.goto(`/user-panel/messages?conversation=${conversation.id}`)
    const renterThread = renter.getByRole('log')
    const composer = renter.getByRole('textbox', { name: 'Your message' })
    const first = unique('Is the flat still free in May?')
    await composer.fill(first)
    await composer.press('Shift+Enter')
    await composer.pressSequentially('Thanks!')
    await composer.press('Enter')
    await expect(renterThread.getByText(first)).toBeVisible()
    await expect(renterThread.getByText(`${first}\nThanks!`)).toBeVisible()
    await expect(composer).toHaveValue('')

    // Live on the host's side: the conversation comes up with its preview, the bell counts one more.
    const conversations = host.getByRole('navigation', { name: 'Conversations' })
    await expect(conversations.getByRole('link').first()).toContainText(first)
    await expect(bell).toHaveAccessibleName('Notifications, 1 unread')
    await expectToast(host, 'New message')

    // Opening the notice from the bell reads it and opens the thread.
    await bell.click()
    const menu = host.getByRole('menu', { name: 'Notifications' })
    await menu
      .getByRole('menuitem', { name: /New message/ })
      .first()
      .click()
    await expect(host).toHaveURL(`/cohost-panel/messages?conversation=${conversation.id}`)
    await expect(bell).toHaveAccessibleName('Notifications')
    const hostThread = host.getByRole('log')
    await expect(hostThread.getByText(first)).toBeVisible()
    await expect(host.getByRole('link', { name: conversation.title, exact: true })).toHaveAttribute(
      'href',
      /^\/House\/\d+$/,
    )

    // The thread is open on both sides now: each new message shows up on the other side at once.
    const second = unique('Could I visit on Saturday?')
    await composer.fill(second)
    await composer.press('Enter')
    await expect(hostThread.getByText(second)).toBeVisible()

    const reply = unique('Saturday at 10 works for me.')
    const hostComposer = host.getByRole('textbox', { name: 'Your message' })
    await hostComposer.fill(reply)
    await host.getByRole('button', { name: 'Send' }).click()
    await expect(hostThread.getByText(reply)).toBeVisible()
    await expect(renterThread.getByText(reply)).toBeVisible()
    // Read as it arrived: the renter's bell and badges stay quiet for the open thread.
    await expect(
      renter.getByRole('banner').getByRole('button', { name: /^Notifications/ }),
    ).toHaveAccessibleName('Notifications')

    await renter.context().close()
  })
})

test.describe(() => {
  // Decided before the fixtures are made.
  test.skip(({ isMobile }) => !isMobile, 'The one-pane layout is for phones.')
  test('the notifications tab: unread filter, open one, mark all as read', async ({
    page: host,
    browser,
    host: hostAccount,
    renter: renterAccount,
    listing,
  }, testInfo) => {
    await logIn(host, hostAccount.email, hostAccount.password)
    const renter = await signedInPage(browser, testInfo, renterAccount)
    const conversation = await conversationAbout(renter, listing)
    await postAsPage(host, '/api/notifications/read-all/')
    await postAsPage(host, `/api/conversations/${conversation.id}/read/`)
    const text = unique('One more question about the lease')
    await postAsPage(renter, `/api/conversations/${conversation.id}/messages/`, { body: text })

    await host.goto('/user-panel/notifications?filter=unread')
    await expect(host.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible()
    await expect(host.getByRole('button', { name: 'Unread', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    const notice = host.getByRole('button', { name: new RegExp(`Unread: New message.*${escaped(text)}`) })
    await expect(notice).toBeVisible()

    // Opening it marks it read and goes to the conversation.
    await notice.click()
    await expect(host).toHaveURL(`/cohost-panel/messages?conversation=${conversation.id}`)
    await expect(host.getByRole('log').getByText(text)).toBeVisible()

    // Back on the tab, nothing is unread; a new notice arrives live, then "Mark all as read" clears it.
    await host.goto('/user-panel/notifications?filter=unread')
    await expect(host.getByRole('heading', { name: "You're all caught up" })).toBeVisible()
    const markAll = host.getByRole('button', { name: 'Mark all as read' })
    await expect(markAll).toBeDisabled()
    const later = unique('And is parking included?')
    await postAsPage(renter, `/api/conversations/${conversation.id}/messages/`, { body: later })
    await expect(
      host.getByRole('button', { name: new RegExp(`Unread: New message.*${escaped(later)}`) }),
    ).toBeVisible()
    // No toast for a notice that is on screen already.
    await expect(toast(host, 'New message')).toHaveCount(0)
    await markAll.click()
    await expect(host.getByRole('button', { name: /^Unread: / })).toHaveCount(0)
    await expect(markAll).toBeDisabled()

    // All of them, read ones included.
    await host.getByRole('button', { name: 'All', exact: true }).click()
    await expect(host).toHaveURL('/user-panel/notifications')
    await expect(
      host.getByRole('button', { name: new RegExp(`New message.*${escaped(later)}`) }),
    ).toBeVisible()

    await renter.context().close()
  })

  test('on a phone the messages show one pane at a time, and the menu counts what is unread', async ({
    page: renter,
    browser,
    host: hostAccount,
    renter: renterAccount,
    listing,
  }, testInfo) => {
    await logIn(renter, renterAccount.email, renterAccount.password)
    const host = await signedInPage(browser, testInfo, hostAccount)
    const conversation = await conversationAbout(renter, listing)
    await postAsPage(renter, `/api/conversations/${conversation.id}/read/`)
    const hello = unique('Hello from the host')
    await postAsPage(host, `/api/conversations/${conversation.id}/messages/`, { body: hello })

    // The menu says there is an unread message and leads to it.
    await renter.goto('/')
    await renter.getByRole('button', { name: 'Open menu' }).click()
    const menu = renter.getByRole('dialog', { name: 'Menu' })
    await menu.getByRole('link', { name: /^Messages\s*\(\d+ unread\)$/ }).click()
    await expect(renter).toHaveURL('/user-panel/messages')

    const list = renter.getByRole('navigation', { name: 'Conversations' })
    const row = list.getByRole('link', { name: new RegExp(escaped(hello)) })
    await expect(row).toBeVisible()
    await row.click()
    await expect(renter).toHaveURL(`/user-panel/messages?conversation=${conversation.id}`)
    await expect(list).toBeHidden()
    await expect(renter.getByRole('log').getByText(hello)).toBeVisible()

    const answer = unique('Thanks, see you soon')
    await renter.getByRole('textbox', { name: 'Your message' }).fill(answer)
    await renter.getByRole('button', { name: 'Send' }).click()
    await expect(renter.getByRole('log').getByText(answer)).toBeVisible()

    await renter.getByRole('link', { name: 'Back to conversations' }).click()
    await expect(renter).toHaveURL('/user-panel/messages')
    await expect(list.getByRole('link').first()).toContainText(`You: ${answer}`)

    await host.context().close()
  })
})

test.describe(() => {
  // Decided before the fixtures are made.
  test.skip(({ isMobile }) => isMobile, 'Layout-independent; once is enough.')
  test('a long thread shows the latest messages under a day heading, and loads earlier ones on demand', async ({
    page: renter,
    browser,
    host: hostAccount,
    renter: renterAccount,
    listing,
  }, testInfo) => {
    await logIn(renter, renterAccount.email, renterAccount.password)
    const host = await signedInPage(browser, testInfo, hostAccount)
    const conversation = await conversationAbout(renter, listing)
    const run = unique('run')
    // One more than a page (50): the first of these is not loaded until asked for.
    for (let index = 1; index <= 51; index += 1) {
      await postAsPage(index % 2 ? renter : host, `/api/conversations/${conversation.id}/messages/`, {
        body: `Line ${String(index).padStart(2, '0')} of ${run}`,
      })
    }

    await renter.goto(`/user-panel/messages?conversation=${conversation.id}`)
    const thread = renter.getByRole('log')
    await expect(thread.getByText(`Line 51 of ${run}`)).toBeInViewport()
    await expect(thread.getByRole('heading', { name: 'Today' }).last()).toBeVisible()
    await expect(thread.getByText(`Line 01 of ${run}`)).toHaveCount(0)

    await thread.getByRole('button', { name: 'Load earlier messages' }).click()
    await expect(thread.getByText(`Line 01 of ${run}`)).toHaveCount(1)
    await expect(thread.getByRole('button', { name: 'Load earlier messages' })).toHaveCount(0)

    await host.context().close()
  })
})

test.describe(() => {
  // docs/product-rules.md, "Contact stays on the platform".
  test('contact details stay hidden until the stay is paid; payment talk outside Demeure is flagged', async ({
    page: renter,
    browser,
    data,
    host: hostAccount,
    renter: renterAccount,
    listing,
  }, testInfo) => {
    await logIn(renter, renterAccount.email, renterAccount.password)
    const host = await signedInPage(browser, testInfo, hostAccount)
    await host.evaluate(async () => {
      await fetch('/api/profile/', {
        method: 'PATCH',
        headers: {
          Authorization: `Bearer ${window.localStorage.getItem('accessToken')}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({ phone: '+1 514 555 0100' }),
      })
    })
    const conversation = await conversationAbout(renter, listing)
    const words = unique(
      'Call me at 514-555-1234 or write jean@gmail.com, and send the deposit by Interac to reserve.',
    )
    await postAsPage(host, `/api/conversations/${conversation.id}/messages/`, { body: words })

    // The renter reads the host's message without the contact details, with a notice and a warning.
    await renter.goto(`/user-panel/messages?conversation=${conversation.id}`)
    const thread = renter.getByRole('log')
    await expect(
      thread.getByText(/Call me at \[phone number hidden\] or write \[e-mail address hidden\]/),
    ).toBeVisible()
    await expect(thread.getByText('514-555-1234')).toHaveCount(0)
    await expect(thread.getByText('Contact details are hidden until the stay is paid.')).toBeVisible()
    await expect(thread.getByRole('note')).toContainText('Pay only through Demeure.')

    // Writing a number, the renter sees before sending what the host will not see, and why.
    const composer = renter.getByRole('textbox', { name: 'Your message' })
    await composer.fill('My number is five one four 555 0199')
    await expect(composer).toHaveAccessibleDescription(/will not see a phone number/)
    await composer.pressSequentially(' and my insta is amir.mtl')
    await expect(composer).toHaveAccessibleDescription(/will not see a phone number and a messaging handle/)
    await composer.press('Enter')
    await expect(
      thread.getByText('My number is five one four 555 0199 and my insta is amir.mtl'),
    ).toBeVisible()
    await expect(composer).not.toHaveAccessibleDescription(/will not see/)
    // Live on the host's side, hidden.
    await host.goto(`/cohost-panel/messages?conversation=${conversation.id}`)
    await expect(
      host
        .getByRole('log')
        .getByText('My number is [phone number hidden] and my insta is [messaging handle hidden]'),
    ).toBeVisible()

    // Once the stay is paid, the words show as written and the renter sees the host's phone.
    await data.booking(renterAccount, listing, { host: hostAccount, state: 'paid' })
    await renter.reload()
    await expect(thread.getByText(/Call me at 514-555-1234 or write jean@gmail\.com/)).toBeVisible()
    await expect(thread.getByText('Contact details are hidden until the stay is paid.')).toHaveCount(0)
    await expect(renter.getByRole('link', { name: 'Stay paid: phone +1 514 555 0100' })).toHaveAttribute(
      'href',
      'tel:+15145550100',
    )
    await host.context().close()
  })
})
