import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer } from '../../test/accounts.ts'
import { requestStay, stayDates } from '../../test/bookings.ts'
import { hostListingAndRenter } from '../../test/social.ts'
import { createTestApp, type TTestApp } from '../../test/test-app.ts'

let t: TTestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const conversations = (access: string) =>
  t.inject({ method: 'GET', url: '/api/conversations/', headers: bearer(access) })

describe('a stay requested with a message', () => {
  it('puts the message in the renter’s conversation with the host about that listing', async () => {
    const { host, renter, listingId } = await hostListingAndRenter(t)
    const message = 'Bonjour! I start a master’s degree at McGill in September.'
    const requested = await requestStay(t, renter.access, {
      property: String(listingId),
      ...stayDates(t, 2, 3),
      message,
    })
    expect(requested.statusCode).toBe(201)

    const [renterSide] = (await conversations(renter.access)).json().results
    expect(renterSide).toMatchObject({
      property: { property_id: listingId },
      other: { id: host.user.id },
      last_message: { body: message, sender_id: renter.user.id },
      unread_count: 0,
    })
    const [hostSide] = (await conversations(host.access)).json().results
    expect(hostSide).toMatchObject({ id: renterSide.id, role: 'host', unread_count: 1 })

    // A later message goes on in the same conversation, after the request's.
    await t.inject({
      method: 'POST',
      url: '/api/conversations/',
      headers: bearer(renter.access),
      payload: { property: listingId, message: 'Is the desk big enough for two screens?' },
    })
    const thread = await t.inject({
      method: 'GET',
      url: `/api/conversations/${renterSide.id}/messages/`,
      headers: bearer(host.access),
    })
    expect(thread.json().results.map((entry: { body: string }) => entry.body)).toEqual([
      message,
      'Is the desk big enough for two screens?',
    ])
  })

  it('opens no conversation when the request has no message', async () => {
    const { renter, listingId } = await hostListingAndRenter(t)
    const requested = await requestStay(t, renter.access, {
      property: String(listingId),
      ...stayDates(t, 2, 3),
      message: '',
    })
    expect(requested.statusCode).toBe(201)
    expect((await conversations(renter.access)).json().count).toBe(0)
  })
})
