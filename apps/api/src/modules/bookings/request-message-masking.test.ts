import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer } from '../../test/accounts.ts'
import { payThroughSandbox, requestStay, stayDates } from '../../test/bookings.ts'
import { hostListingAndRenter, setLanguage } from '../../test/social.ts'
import { createTestApp, type TTestApp } from '../../test/test-app.ts'

let t: TTestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const booking = (access: string, id: number) =>
  t.inject({ method: 'GET', url: `/api/bookings/${id}/`, headers: bearer(access) })

describe('the message sent with a stay request', () => {
  const message = 'Hi! I start at McGill on 2030-09-01. Call me at 514 555 0199 or amir@example.com'

  it('reaches the host with contact details hidden until the stay is paid, then whole', async () => {
    const { host, renter, listingId } = await hostListingAndRenter(t)
    const requested = await requestStay(t, renter.access, {
      property: String(listingId),
      ...stayDates(t, 1, 2),
      message,
    })
    expect(requested.statusCode).toBe(201)
    // The renter reads their own words, from the answer to their request on.
    expect(requested.json()).toMatchObject({ message, message_hidden: [] })
    const id = requested.json().booking_id as number

    const before = (await booking(host.access, id)).json()
    expect(before.message).toBe(
      'Hi! I start at McGill on 2030-09-01. Call me at [phone number hidden] or [e-mail address hidden]',
    )
    expect(before.message_hidden).toEqual(['phone', 'email'])
    // The host's list of requests reads the same.
    const list = await t.inject({ method: 'GET', url: '/api/host/bookings/', headers: bearer(host.access) })
    expect(list.json().results[0]).toMatchObject({
      message: before.message,
      message_hidden: ['phone', 'email'],
    })
    // In the host's saved language.
    await setLanguage(t, host.access, 'fr')
    expect((await booking(host.access, id)).json().message).toContain('[numéro de téléphone masqué]')

    const approved = await t.inject({
      method: 'POST',
      url: `/api/bookings/${id}/approve/`,
      headers: bearer(host.access),
    })
    expect(approved.json()).toMatchObject({ status: 'approved', message_hidden: ['phone', 'email'] })
    await payThroughSandbox(t, renter.access, id)

    const after = (await booking(host.access, id)).json()
    expect(after).toMatchObject({ status: 'confirmed', message, message_hidden: [] })
  })
})
