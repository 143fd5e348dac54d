import { addMonths, REQUEST_TTL_HOURS, todayInMontreal } from '@demeure/shared'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, signUpAndLogIn } from '../../test/accounts.ts'
import { agreementFields, requestStay, stayDates } from '../../test/bookings.ts'
import { publishListings } from '../../test/catalogue.ts'
import { signUpHost } from '../../test/listings.ts'
import { createTestApp, type TTestApp } from '../../test/test-app.ts'

let t: TTestApp
let host: Awaited<ReturnType<typeof signUpHost>>
let listingIds: [number, number]
beforeAll(async () => {
  t = await createTestApp()
  host = await signUpHost(t)
  const today = todayInMontreal(t.clock.now())
  const open = [{ start: today, end: addMonths(today, 24) }]
  listingIds = (await publishListings(t, host.user.id, [
    { title: 'Agreement flat', periods: open },
    { title: 'Other flat', periods: open },
  ])) as [number, number]
})
afterAll(() => t.close())

const hostList = (query: string, access = host.access) =>
  t.inject({ method: 'GET', url: `/api/host/bookings/${query}`, headers: bearer(access) })
const fileLink = (access: string, id: string) =>
  t.inject({ method: 'GET', url: `/api/files/${id}/`, headers: bearer(access) })

describe("the host's view of a booking request", () => {
  it('carries the rental agreement, whose files the guest may open, nobody else', async () => {
    const guest = await signUpAndLogIn(t)
    const created = await requestStay(t, guest.access, {
      property: String(listingIds[0]),
      ...stayDates(t, 1, 2),
    })
    expect(created.statusCode).toBe(201)
    const id = created.json().booking_id

    const [listed] = (await hostList('?status=requested')).json().results
    expect(listed).toMatchObject({
      booking_id: id,
      agreement: {
        full_name: agreementFields.full_name,
        urgent_contact: agreementFields.urgent_contact,
        reference_1: agreementFields.reference_1,
        reference_2: agreementFields.reference_2,
      },
    })
    const kinds = listed.agreement.documents.map((document: { kind: string }) => document.kind).sort()
    expect(kinds).toEqual(['id_cards', 'income_proof', 'rental_history'])
    expect(listed.agreement.documents).toContainEqual(
      expect.objectContaining({ kind: 'id_cards', name: 'passport.pdf', content_type: 'application/pdf' }),
    )
    // The request lapses 72 hours after it was sent, if the host has not answered.
    expect(Date.parse(listed.expires_at) - t.clock.now().getTime()).toBe(REQUEST_TTL_HOURS * 3_600_000)

    // The renter opens their own file; the host only sees it watermarked (renter-papers.test.ts).
    const documentId = listed.agreement.documents[0].id as string
    const link = await fileLink(guest.access, documentId)
    expect(link.statusCode).toBe(200)
    const file = await t.inject({ method: 'GET', url: link.json().url })
    expect(file.statusCode).toBe(200)
    expect(file.headers['content-type']).toMatch(/^(application\/pdf|image\/png)/)
    expect((await fileLink(host.access, documentId)).statusCode).toBe(403)

    // Another host, and any other user, sees neither the booking nor its files.
    const otherHost = await signUpHost(t)
    expect((await hostList('', otherHost.access)).json().count).toBe(0)
    expect((await fileLink(otherHost.access, documentId)).statusCode).toBe(403)
    const stranger = await signUpAndLogIn(t)
    expect(
      (await t.inject({ method: 'GET', url: `/api/bookings/${id}/`, headers: bearer(stranger.access) }))
        .statusCode,
    ).toBe(404)
    expect((await fileLink(stranger.access, documentId)).statusCode).toBe(403)
  })

  it('narrows to one listing, and an answered request no longer expires', async () => {
    const guest = await signUpAndLogIn(t)
    const other = await requestStay(t, guest.access, {
      property: String(listingIds[1]),
      ...stayDates(t, 3, 2),
    })
    expect(other.statusCode).toBe(201)
    const onOther = (await hostList(`?property=${listingIds[1]}`)).json()
    expect(onOther.results.map((b: { booking_id: number }) => b.booking_id)).toEqual([
      other.json().booking_id,
    ])
    expect(
      (await hostList(`?property=${listingIds[0]}`))
        .json()
        .results.every(
          (b: { property: { property_id: number } }) => b.property.property_id === listingIds[0],
        ),
    ).toBe(true)
    expect((await hostList('?property=abc')).statusCode).toBe(400)

    const declined = await t.inject({
      method: 'POST',
      url: `/api/bookings/${other.json().booking_id}/decline/`,
      headers: bearer(host.access),
    })
    expect(declined.json()).toMatchObject({ status: 'declined', expires_at: null })
  })
})
