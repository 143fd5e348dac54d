import { addDays, addMonths, formatDisplayDate, leaseText } from '@demeure/shared'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, signUpAndLogIn, signUpAs } from '../../test/accounts.ts'
import { payThroughSandbox, requestStay } from '../../test/bookings.ts'
import { readOutbox } from '../../test/outbox.ts'
import { liveUntil, tokenOf } from '../../test/paid-stays.ts'
import { pdfText } from '../../test/pdf-text.ts'
import { hostListingAndRenter, notificationsOf } from '../../test/social.ts'
import { createTestApp, type TTestApp } from '../../test/test-app.ts'
import { rentInstalments } from '../rent/tables.ts'
import { sha256 } from './service.ts'
import { leaseSignatures, leases } from './tables.ts'

let t: TTestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

type TWho = { access: string }
type TSetup = Awaited<ReturnType<typeof hostListingAndRenter>>

/** A paid stay of `months` months from `checkIn` on the setup's listing (a new renter unless given). */
async function paidStay(setup: TSetup, checkIn: string, months: number, renter: TWho = setup.renter) {
  const booking = (
    await requestStay(t, renter.access, {
      property: String(setup.listingId),
      check_in: checkIn,
      check_out: addMonths(checkIn, months),
    })
  ).json()
  const approved = await t.inject({
    method: 'POST',
    url: `/api/bookings/${booking.booking_id}/approve/`,
    headers: bearer(setup.host.access),
  })
  expect(approved.statusCode).toBe(200)
  await payThroughSandbox(t, renter.access, booking.booking_id)
  return booking.booking_id as number
}

const lease = (who: TWho, id: number, language = 'en') =>
  t.inject({
    method: 'GET',
    url: `/api/bookings/${id}/lease/`,
    headers: { ...bearer(who.access), 'accept-language': language },
  })
const hostFields = (who: TWho, id: number, payload: unknown, language = 'en') =>
  t.inject({
    method: 'PUT',
    url: `/api/bookings/${id}/lease/`,
    headers: { ...bearer(who.access), 'accept-language': language },
    payload: payload as Record<string, unknown>,
  })
const sign = (who: TWho, id: number, payload: unknown, language = 'en') =>
  t.inject({
    method: 'POST',
    url: `/api/bookings/${id}/lease/sign/`,
    headers: { ...bearer(who.access), 'accept-language': language, 'user-agent': 'lease-test' },
    payload: payload as Record<string, unknown>,
  })
const notice = (who: TWho, id: number, language = 'en') =>
  t.inject({
    method: 'POST',
    url: `/api/bookings/${id}/lease/notice/`,
    headers: { ...bearer(who.access), 'accept-language': language },
  })
const leaseRow = async (id: number) =>
  (await t.database.db.select().from(leases).where(eq(leases.bookingId, id)))[0]
const instalments = (id: number) =>
  t.database.db.select().from(rentInstalments).where(eq(rentInstalments.bookingId, id))

describe('the lease, signed in Demeure', () => {
  let setup: TSetup
  let first: number
  let second: number
  const F_AND_G = { lowest_rent: '1500', building_under_five_years: false, rent_ceiling: null }

  beforeAll(async () => {
    setup = await hostListingAndRenter(t)
    const checkIn = addMonths(setup.today, 1)
    first = await paidStay(setup, checkIn, 2)
    const other = await signUpAndLogIn(t, { first_name: 'Éloïse', last_name: 'Côté-Tremblay' })
    second = await paidStay(setup, addMonths(checkIn, 3), 3, other)
  })

  it('is prepared as a draft when the stay is paid, section G from Demeure’s record of this home', async () => {
    const firstLease = (await lease(setup.renter, first)).json()
    expect(firstLease.status).toBe('draft')
    expect(firstLease.my_party).toBe('renter')
    // The first stay on this listing: it was not rented in the 12 months before.
    expect(firstLease.host_fields.lowest_rent_suggested).toBeNull()
    const host = (await lease(setup.host, second)).json()
    expect(host.my_party).toBe('host')
    const firstRent = (
      await t.inject({ method: 'GET', url: `/api/bookings/${first}/`, headers: bearer(setup.host.access) })
    ).json()
    expect(host.host_fields.lowest_rent_suggested).toBe(firstRent.monthly_rent)
    // French first: each section opens with its French text.
    expect(firstLease.sections.map((s: { id: string }) => s.id)).toEqual([
      'A',
      'B',
      'C',
      'D',
      'E',
      'F',
      'G',
      'H',
    ])
    expect(firstLease.sections[0].fr[1]).toMatch(/^Locateur\u00a0: /)
    const told = (await notificationsOf(t, setup.host.access)).filter((n) => n.kind === 'lease_ready')
    expect(told[0]?.body).toContain('section G')
    const renterTold = (await notificationsOf(t, setup.renter.access, 'fr')).filter(
      (n) => n.kind === 'lease_ready',
    )
    expect(renterTold[0]?.body).toContain('dès que l’hôte aura confirmé')
  })

  it('is hidden from anyone but its two parties and staff', async () => {
    const staff = await signUpAs(t, 'admin')
    const staffView = await lease(staff, first)
    expect(staffView.statusCode).toBe(200)
    expect(staffView.json().my_party).toBeNull()
    // Staff read it; only the parties act on it.
    expect((await sign(staff, first, { name: 'Léa Gagnon', consent: true })).statusCode).toBe(404)
    const stranger = await signUpAndLogIn(t)
    expect((await lease(stranger, first)).statusCode).toBe(404)
    expect((await hostFields(stranger, first, F_AND_G)).statusCode).toBe(404)
    expect((await sign(stranger, first, { name: 'Léa Gagnon', consent: true })).statusCode).toBe(404)
    const pdf = await t.inject({
      method: 'GET',
      url: `/api/bookings/${first}/lease/pdf/`,
      headers: bearer(stranger.access),
    })
    expect(pdf.statusCode).toBe(404)
  })

  it('refuses bad host answers with a localized 400 and changes nothing', async () => {
    const before = await leaseRow(first)
    const noCeiling = await hostFields(
      setup.host,
      first,
      { ...F_AND_G, building_under_five_years: true },
      'fr',
    )
    expect(noCeiling.statusCode).toBe(400)
    expect(noCeiling.json().fields.rent_ceiling).toContain('cinq ans')
    const badAmount = await hostFields(setup.host, first, { ...F_AND_G, lowest_rent: 'douze' })
    expect(badAmount.statusCode).toBe(400)
    expect(Object.keys(badAmount.json().fields)).toEqual(['lowest_rent'])
    const byRenter = await hostFields(setup.renter, first, F_AND_G)
    expect(byRenter.statusCode).toBe(409)
    const early = await sign(setup.renter, first, { name: 'Amir Haddad', consent: true })
    expect(early.statusCode).toBe(409)
    expect(await leaseRow(first)).toEqual(before)
  })

  it('is signed by both with the typed name, consent and the hash of the exact text', async () => {
    const filled = await hostFields(setup.host, first, F_AND_G)
    expect(filled.statusCode).toBe(200)
    expect(filled.json().status).toBe('awaiting_renter')
    const row = await leaseRow(first)
    expect(row?.documentSha256).toBe(sha256(leaseText(row?.document as never)))
    expect(filled.json().sections.find((s: { id: string }) => s.id === 'G').fr[1]).toContain('1\u00a0500,00')

    const wrongName = await sign(setup.renter, first, { name: 'Someone Else', consent: true })
    expect(wrongName.statusCode).toBe(400)
    expect(wrongName.json().fields.name).toContain('Amir Haddad')
    const noConsent = await sign(setup.renter, first, { name: 'Amir Haddad', consent: false })
    expect(noConsent.statusCode).toBe(400)
    expect(Object.keys(noConsent.json().fields)).toEqual(['consent'])

    const renterSigned = await sign(setup.renter, first, { name: '  amir   HADDAD ', consent: true })
    expect(renterSigned.statusCode).toBe(200)
    expect(renterSigned.json().status).toBe('awaiting_host')
    expect((await sign(setup.renter, first, { name: 'Amir Haddad', consent: true })).statusCode).toBe(409)
    const hostSigned = await sign(setup.host, first, { name: 'LEA gagnon', consent: true })
    expect(hostSigned.json().status).toBe('signed')
    const stored = await t.database.db
      .select()
      .from(leaseSignatures)
      .where(eq(leaseSignatures.leaseId, row?.id ?? 0))
    expect(stored.map((s) => [s.party, s.documentSha256, s.userAgent, s.consent])).toEqual([
      ['renter', row?.documentSha256, 'lease-test', true],
      ['host', row?.documentSha256, 'lease-test', true],
    ])
    for (const who of [setup.renter, setup.host])
      expect((await notificationsOf(t, who.access)).map((n) => n.kind)).toContain('lease_signed')
    await t.app.bookingScheduler.tick()
    const mails = readOutbox(t.dataDir).filter((mail) => mail.subject === 'Your lease is signed')
    expect(mails.map((mail) => mail.to).sort()).toEqual(
      [setup.host.account.email, setup.renter.account.email].sort(),
    )
    // Each e-mail carries the signed PDF, with both signatures.
    for (const mail of mails) {
      const part = new RegExp(
        `Content-Type: application/pdf; name=bail-lease-${first}\\.pdf[\\s\\S]*?\\n\\n([A-Za-z0-9+/=\\n]+)`,
      ).exec(mail.raw)
      expect(part?.[1]).toBeDefined()
      const attached = Buffer.from(part?.[1]?.replace(/\n/g, '') ?? '', 'base64')
      expect(attached.subarray(0, 5).toString()).toBe('%PDF-')
      const text = pdfText(attached)
      expect(text).toContain('Locataire / Lessee')
      expect(text).toContain('Locateur / Lessor')
    }
  })

  it('gives a PDF, French first, with every section and the signatures', async () => {
    const response = await t.inject({
      method: 'GET',
      url: `/api/bookings/${first}/lease/pdf/`,
      headers: bearer(setup.renter.access),
    })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('application/pdf')
    const text = pdfText(response.rawPayload)
    const row = await leaseRow(first)
    expect(text.indexOf('Bail de logement')).toBeLessThan(text.indexOf('Lease of a dwelling'))
    for (const heading of [
      'A. Parties',
      'D. Loyer',
      'F. Restrictions',
      'G. Avis au nouveau locataire',
      'H. Avis',
      'G. Notice to a new lessee',
    ])
      expect(text).toContain(heading)
    expect(text).toContain('Tribunal administratif du logement est obligatoire')
    expect(text).toContain('Locataire / Lessee: amir   HADDAD')
    expect(text).toContain(`SHA-256: ${row?.documentSha256}`)
  })

  it('voids the signatures when the host changes the text after them', async () => {
    const changed = await hostFields(setup.host, first, { ...F_AND_G, lowest_rent: '1400.00' })
    expect(changed.json().status).toBe('awaiting_renter')
    expect(changed.json().signatures).toEqual([])
    const all = await t.database.db.select().from(leaseSignatures)
    expect(all.filter((s) => s.voidedAt !== null)).toHaveLength(2)
  })
})

describe('the end of a stay follows the law', () => {
  it('reminds both in the window, takes the renter’s notice, and renews a lease without one', async () => {
    const setup = await hostListingAndRenter(t)
    const checkIn = addMonths(setup.today, 1)
    const leaving = await paidStay(setup, checkIn, 3)
    const second = await signUpAndLogIn(t, { first_name: 'Zoé', last_name: 'Roy' })
    const staying = await paidStay(setup, addMonths(checkIn, 3), 3, second)
    const end = addMonths(checkIn, 3)

    // Before the window: no notice yet, and the window is shown with its dates.
    const shown = (await lease(setup.renter, leaving)).json().renewal
    expect(shown).toMatchObject({
      kind: 'dwelling',
      term_end: end,
      window_opens: addMonths(end, -2),
      window_closes: addMonths(end, -1),
      phase: 'before',
      can_give_notice: false,
    })
    const tooEarly = await notice(setup.renter, leaving, 'fr')
    expect(tooEarly.statusCode).toBe(409)
    expect(tooEarly.json().fields.status).toContain('période d’avis')

    // The window opens: both sides are reminded once, the host told the end date is not automatic.
    await liveUntil(t, addMonths(end, -2))
    await t.app.bookingScheduler.tick()
    const renter = { access: await tokenOf(t, setup.renter.account) }
    const host = { access: await tokenOf(t, setup.host.account) }
    const reminders = (await notificationsOf(t, host.access)).filter((n) => n.kind === 'lease_notice_window')
    expect(reminders).toHaveLength(1)
    expect(reminders[0]?.body).toContain('not automatic')
    expect(reminders[0]?.body).toContain('for the same term')
    expect(
      (await notificationsOf(t, renter.access)).filter((n) => n.kind === 'lease_notice_window'),
    ).toHaveLength(1)

    expect((await notice(host, leaving)).statusCode).toBe(409)
    const given = await notice(renter, leaving)
    expect(given.statusCode).toBe(200)
    expect(given.json().renewal.non_renewal_given_at).not.toBeNull()
    expect((await notice(renter, leaving)).statusCode).toBe(409)

    // The window closes: the stay with notice ends as agreed; the other (later) is untouched yet.
    await liveUntil(t, addDays(addMonths(end, -1), 1))
    await t.app.bookingScheduler.tick()
    const renterLater = { access: await tokenOf(t, setup.renter.account) }
    const ended = (
      await t.inject({ method: 'GET', url: `/api/bookings/${leaving}/`, headers: bearer(renterLater.access) })
    ).json()
    expect(ended.check_out).toBe(end)
    expect((await leaseRow(leaving))?.renewals).toBe(0)

    // The second stay's window closes with no notice: renewed by law for the same term (art. 1941),
    // three months at the same rent, once.
    const secondIn = addMonths(checkIn, 3)
    const secondEnd = addMonths(secondIn, 3)
    const renewedEnd = addMonths(secondIn, 6)
    const before = await instalments(staying)
    t.clock.set(new Date(`${addDays(addMonths(secondEnd, -1), 1)}T17:00:00Z`))
    // Two processes' jobs at the same second: the guarded update on the term end renews it once.
    await Promise.all([t.app.bookingScheduler.tick(), t.app.bookingScheduler.tick()])
    const renewed = await leaseRow(staying)
    expect(renewed?.renewals).toBe(1)
    expect(renewed?.termEnd).toBe(renewedEnd)
    const after = await instalments(staying)
    // The three added months join the rent schedule, each at the locked rent on its monthly date.
    const added = after.slice(before.length)
    expect(added.map((month) => month.dueDate)).toEqual([3, 4, 5].map((n) => addMonths(secondIn, n)))
    expect(added.map((month) => month.status)).toEqual(['scheduled', 'scheduled', 'scheduled'])
    const monthly = before.at(-1)?.amountCents
    expect(added.every((month) => month.amountCents === monthly)).toBe(true)
    const hostNow = { access: await tokenOf(t, setup.host.account) }
    const stay = (
      await t.inject({ method: 'GET', url: `/api/bookings/${staying}/`, headers: bearer(hostNow.access) })
    ).json()
    expect(stay.check_out).toBe(renewedEnd)
    // Both sides are told, with the new end date.
    const renewedNotices = (await notificationsOf(t, hostNow.access)).filter(
      (n) => n.kind === 'lease_renewed',
    )
    expect(renewedNotices).toHaveLength(1)
    expect(renewedNotices[0]?.body).toContain('renewed by law')
    expect(renewedNotices[0]?.body).toContain(formatDisplayDate(renewedEnd))
    const renterOfSecond = { access: await tokenOf(t, second.account) }
    expect(
      (await notificationsOf(t, renterOfSecond.access)).filter((n) => n.kind === 'lease_renewed'),
    ).toHaveLength(1)

    // The next window is on the new end: the renter may again give notice, and the stay ends there.
    const renewedShown = (await lease(renterOfSecond, staying)).json().renewal
    expect(renewedShown).toMatchObject({
      term_end: renewedEnd,
      window_opens: addMonths(renewedEnd, -2),
      renews_until: addMonths(secondIn, 9),
      renewals: 1,
    })
    await liveUntil(t, addDays(addMonths(renewedEnd, -2), 3))
    const renterInNewWindow = { access: await tokenOf(t, second.account) }
    expect((await notice(renterInNewWindow, staying)).statusCode).toBe(200)
    await liveUntil(t, addDays(addMonths(renewedEnd, -1), 1))
    await t.app.bookingScheduler.tick()
    expect(await leaseRow(staying)).toMatchObject({ termEnd: renewedEnd, renewals: 1 })
    expect(await instalments(staying)).toHaveLength(after.length)
    const ending = (
      await t.inject({
        method: 'GET',
        url: `/api/bookings/${staying}/`,
        headers: bearer(await tokenOf(t, second.account)),
      })
    ).json()
    expect(ending.check_out).toBe(renewedEnd)
  })

  it('keeps the dates of a stay whose renewal another stay blocks, and marks it for a person', async () => {
    const setup = await hostListingAndRenter(t)
    const checkIn = addMonths(setup.today, 1)
    const first = await paidStay(setup, checkIn, 3)
    const end = addMonths(checkIn, 3)
    // The next renter's stay starts the day the first one ends: the renewed term has nowhere to go.
    const next = await paidStay(
      setup,
      end,
      2,
      await signUpAndLogIn(t, { first_name: 'Mathis', last_name: 'Gagnon' }),
    )
    const nextBefore = await instalments(next)
    const firstBefore = await instalments(first)
    await liveUntil(t, addDays(addMonths(end, -1), 1))
    await t.app.bookingScheduler.tick()
    const blocked = await leaseRow(first)
    expect(blocked?.renewalBlockedAt).not.toBeNull()
    expect(blocked).toMatchObject({ termEnd: end, renewals: 0 })
    expect(await instalments(first)).toHaveLength(firstBefore.length)
    expect(await instalments(next)).toHaveLength(nextBefore.length)
    const host = { access: await tokenOf(t, setup.host.account) }
    const stay = (
      await t.inject({ method: 'GET', url: `/api/bookings/${first}/`, headers: bearer(host.access) })
    ).json()
    expect(stay.check_out).toBe(end)
    expect((await notificationsOf(t, host.access)).filter((n) => n.kind === 'lease_renewed')).toHaveLength(0)
  })
})
