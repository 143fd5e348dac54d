import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { bearer } from '../../test/accounts.ts'
import { stayDates } from '../../test/bookings.ts'
import { confirmedStay } from '../../test/calendar.ts'
import { readOutbox } from '../../test/outbox.ts'
import { hostListingAndRenter, notificationsOf, setLanguage } from '../../test/social.ts'
import { createTestApp, type TTestApp } from '../../test/test-app.ts'
import { DIGEST_DELAY_MS } from './service.ts'

// docs/product-rules.md, "Contact stays on the platform".
let t: TTestApp
beforeEach(async () => {
  t = await createTestApp()
})
afterEach(async () => {
  await t.close()
})

const HOST_WORDS = 'Call me at 514-555-1234 or jean@gmail.com. Rent is $1,200, send it by Interac e-transfer.'

const get = (access: string, url: string, language = 'en') =>
  t.inject({ method: 'GET', url, headers: { ...bearer(access), 'accept-language': language } })
const post = (access: string, url: string, payload?: Record<string, unknown>) =>
  t.inject({ method: 'POST', url, headers: bearer(access), payload })
const setPhone = (access: string, phone: string) =>
  t.inject({ method: 'PATCH', url: '/api/profile/', headers: bearer(access), payload: { phone } })

/** A conversation where the host wrote HOST_WORDS to the renter. */
async function hostWroteContacts() {
  const people = await hostListingAndRenter(t)
  const { host, renter, listingId } = people
  const id = (
    await post(renter.access, '/api/conversations/', { property: listingId, message: 'Hi!' })
  ).json().id
  const sent = await post(host.access, `/api/conversations/${id}/messages/`, { body: HOST_WORDS })
  return { ...people, id, sent }
}

describe('contact details in messages before and after the stay is paid', () => {
  it('hides the host’s phone and e-mail from the renter until the stay is paid, in the reader’s language', async () => {
    const { host, renter, listingId, id, sent } = await hostWroteContacts()
    expect(await setPhone(host.access, '+1 514 555 0100')).toMatchObject({ statusCode: 200 })
    await setPhone(renter.access, '+1 438 555 0199')
    // The sender reads their own words as written.
    expect(sent.json()).toMatchObject({ body: HOST_WORDS, hidden: [], payment_warning: true })
    const own = (await get(host.access, `/api/conversations/${id}/messages/`)).json().results.at(-1)
    expect(own).toMatchObject({ body: HOST_WORDS, hidden: [] })

    const seen = (await get(renter.access, `/api/conversations/${id}/messages/`)).json().results.at(-1)
    expect(seen).toEqual(
      expect.objectContaining({
        body: 'Call me at [phone number hidden] or [e-mail address hidden]. Rent is $1,200, send it by Interac e-transfer.',
        hidden: ['phone', 'email'],
        payment_warning: true,
      }),
    )
    const inFrench = (await get(renter.access, `/api/conversations/${id}/messages/`, 'fr'))
      .json()
      .results.at(-1)
    expect(inFrench.body).toContain('[numéro de téléphone masqué]')
    const listed = (await get(renter.access, '/api/conversations/')).json().results[0]
    expect(listed).toMatchObject({
      contact_shared: false,
      other: { phone: null },
      last_message: { hidden: ['phone', 'email'] },
    })
    expect(listed.last_message.body).not.toContain('514-555-1234')
    // The renter's notice quotes the message as the renter may read it.
    const notice = (await notificationsOf(t, renter.access)).find((item) => item.kind === 'message_received')
    expect(notice?.body).toContain('[phone number hidden]')
    expect(notice?.body).not.toContain('555-1234')

    await confirmedStay(t, host, renter, listingId, stayDates(t, 1, 3))
    const paid = (await get(renter.access, `/api/conversations/${id}/messages/`)).json().results
    expect(paid.find((message: { body: string }) => message.body === HOST_WORDS)).toMatchObject({
      hidden: [],
    })
    // Both sides now see the other's phone in the conversation.
    expect((await get(renter.access, '/api/conversations/')).json().results[0]).toMatchObject({
      contact_shared: true,
      other: { phone: '+1 514 555 0100' },
    })
    expect((await get(host.access, '/api/conversations/')).json().results[0]).toMatchObject({
      contact_shared: true,
      other: { phone: '+1 438 555 0199' },
    })
  })

  it('leaves prices, dates and addresses alone and hides what the renter writes from the host too', async () => {
    const { host, renter, listingId } = await hostListingAndRenter(t)
    const body = 'From 2026-09-01, 3450 rue University H2T 1S1 at 1 200 $? Text me: cinq un quatre 555 12 34'
    const id = (
      await post(renter.access, '/api/conversations/', { property: listingId, message: body })
    ).json().id
    const seen = (await get(host.access, `/api/conversations/${id}/messages/`)).json().results[0]
    expect(seen).toMatchObject({
      body: 'From 2026-09-01, 3450 rue University H2T 1S1 at 1 200 $? Text me: [phone number hidden]',
      hidden: ['phone'],
      payment_warning: false,
    })
  })

  it('e-mails the digest with the contact details hidden', async () => {
    const { renter } = await hostWroteContacts()
    await setLanguage(t, renter.access, 'fr')
    t.clock.advance(DIGEST_DELAY_MS + 1000)
    await t.app.bookingScheduler.tick()
    const mail = readOutbox(t.dataDir).find((item) => item.to.includes(renter.account.email))
    expect(mail?.body).toContain('[numéro de téléphone masqué]')
    expect(mail?.body).not.toContain('jean@gmail.com')
  })
})

describe('contact details in visit requests', () => {
  it('hides the renter’s number from the host and shows the renter their own words', async () => {
    const { host, renter, listingId, today } = await hostListingAndRenter(t)
    const { addDays } = await import('@demeure/shared')
    const message = 'Can I come on Friday? My cell is 438 555 0199, I can pay cash.'
    const asked = await t.inject({
      method: 'POST',
      url: '/api/visits/',
      headers: bearer(renter.access),
      payload: { property: listingId, date: addDays(today, 3), time: '14:30', mode: 'in_person', message },
    })
    expect(asked.json()).toMatchObject({ message, message_hidden: [], message_payment_warning: true })
    const forHost = (await get(host.access, '/api/visits/?role=host', 'fr')).json().results[0]
    expect(forHost).toMatchObject({
      message: 'Can I come on Friday? My cell is [numéro de téléphone masqué], I can pay cash.',
      message_hidden: ['phone'],
      message_payment_warning: true,
    })
    const accepted = await post(host.access, `/api/visits/${asked.json().visit_id}/accept/`)
    expect(accepted.json()).toMatchObject({ message_hidden: ['phone'] })
    expect((await get(renter.access, '/api/visits/')).json().results[0]).toMatchObject({ message })
  })
})
