import { addMonths } from '@demeure/shared'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, PASSWORD, signUpAndLogIn } from '../../test/accounts.ts'
import { requestStay, stayDates } from '../../test/bookings.ts'
import { startFakeGoogle } from '../../test/fake-google.ts'
import { liveUntil, paidStay, tokenOf } from '../../test/paid-stays.ts'
import { hostWithListing } from '../../test/social.ts'
import { createTestApp, type TTestApp } from '../../test/test-app.ts'

const GOOGLE_CLIENT_ID = 'demeure-test.apps.googleusercontent.com'
let google: Awaited<ReturnType<typeof startFakeGoogle>>
let t: TTestApp
let host: Awaited<ReturnType<typeof hostWithListing>>['host']
let listingId: number
beforeAll(async () => {
  // Google's side of sign-in on 127.0.0.1, for the accounts made with Google (they have no password).
  google = await startFakeGoogle()
  t = await createTestApp({ GOOGLE_CLIENT_ID, GOOGLE_JWKS_URL: google.jwksUrl })
  ;({ host, listingId } = await hostWithListing(t, 'Privacy flat'))
})
afterAll(async () => {
  await t.close()
  await google.close()
})

const exportOf = (access: string) =>
  t.inject({ method: 'GET', url: '/api/users/me/export/', headers: bearer(access) })
const deleteAccount = (access: string, payload: unknown, language = 'en') =>
  t.inject({
    method: 'DELETE',
    url: '/api/users/me/',
    headers: { ...bearer(access), 'accept-language': language },
    payload: payload as never,
  })
const logIn = (email: string) =>
  t.inject({ method: 'POST', url: '/api/login/', payload: { email, password: PASSWORD } })

describe('the data export', () => {
  it("is a JSON file of the person's profile, stays, messages, documents and who viewed them", async () => {
    expect((await t.inject({ method: 'GET', url: '/api/users/me/export/' })).statusCode).toBe(401)
    const renter = await signUpAndLogIn(t)
    const booking = (
      await requestStay(t, renter.access, { property: String(listingId), ...stayDates(t, 1, 2) })
    ).json()
    const [document] = booking.agreement.documents
    await t.inject({
      method: 'GET',
      url: `/api/bookings/${booking.booking_id}/documents/${document.id}/view/`,
      headers: bearer(host.access),
    })

    const answer = await exportOf(renter.access)
    expect(answer.statusCode).toBe(200)
    expect(answer.headers['content-disposition']).toMatch(
      /^attachment; filename="demeure-data-\d{4}-\d\d-\d\d\.json"$/,
    )
    expect(answer.headers['cache-control']).toBe('no-store')
    const data = answer.json()
    expect(data.profile).toMatchObject({ email: renter.account.email, first_name: renter.account.first_name })
    expect(data.profile).not.toHaveProperty('password_hash')
    expect(data.stays).toEqual([
      expect.objectContaining({ booking_id: booking.booking_id, role: 'guest', status: 'requested' }),
    ])
    expect(data.stays[0].agreement.full_name).toBe('Amara Diallo')
    expect(data.messages).toEqual([expect.objectContaining({ from_me: true, body: 'Hello!' })])
    expect(data.documents).toHaveLength(3)
    expect(data.documents.map((file: { name: string }) => file.name).sort()).toEqual([
      'passport.pdf',
      'reference.png',
      'scholarship.pdf',
    ])
    expect(data.document_views).toEqual([
      expect.objectContaining({
        booking_id: booking.booking_id,
        viewer_name: `${host.user.first_name} ${host.user.last_name}`,
      }),
    ])
    // The host's export has the listing and the stay from their side, without the renter's agreement.
    const hostData = (await exportOf(host.access)).json()
    expect(hostData.listings).toEqual([expect.objectContaining({ id: listingId, title: 'Privacy flat' })])
    expect(hostData.stays[0]).toMatchObject({ role: 'host', agreement: null })
  })
})

describe('deleting an account', () => {
  it('refuses a wrong or missing password with a localized 400, and changes nothing', async () => {
    const person = await signUpAndLogIn(t)
    const wrong = await deleteAccount(person.access, { password: 'not-my-password' }, 'fr')
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().fields.password).toBe('Le mot de passe actuel est incorrect.')
    const missing = await deleteAccount(person.access, {})
    expect(missing.statusCode).toBe(400)
    expect(missing.json().fields.password).toBe('This field is required.')
    // An account with a password cannot be deleted with its e-mail instead.
    const byEmail = await deleteAccount(person.access, { email: person.account.email })
    expect(byEmail.statusCode).toBe(400)
    expect(byEmail.json().fields).toHaveProperty('password')
    expect((await deleteAccount(person.access, { password: PASSWORD, extra: 1 })).statusCode).toBe(400)
    expect((await logIn(person.account.email)).statusCode).toBe(200)
    const me = await t.inject({ method: 'GET', url: '/api/profile/', headers: bearer(person.access) })
    expect(me.json().has_password).toBe(true)
  })

  it('asks an account made with Google for its e-mail address, typed, and deletes it', async () => {
    const idToken = await google.signIdToken({
      aud: GOOGLE_CLIENT_ID,
      sub: 'google-sub-privacy-1',
      email: 'Leila.Gagnon@gmail.com',
      email_verified: true,
      given_name: 'Leila',
      family_name: 'Gagnon',
    })
    const signedIn = await t.inject({
      method: 'POST',
      url: '/api/auth/google/',
      payload: { id_token: idToken },
    })
    expect(signedIn.statusCode).toBe(200)
    const access = signedIn.json().access as string
    expect(signedIn.json().user.has_password).toBe(false)

    // No password to give: a password is no confirmation, a missing or wrong e-mail is a localized 400.
    const withPassword = await deleteAccount(access, { password: 'anything-at-all' }, 'fr')
    expect(withPassword.statusCode).toBe(400)
    expect(withPassword.json().fields.email).toBe('Ce champ est obligatoire.')
    const wrong = await deleteAccount(access, { email: 'leila.gagnon@gmail.org' }, 'fr')
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().fields.email).toBe('Ce n’est pas l’adresse courriel de votre compte.')
    const me = await t.inject({ method: 'GET', url: '/api/profile/', headers: bearer(access) })
    expect(me.statusCode).toBe(200)

    // Typed as people type it: case and surrounding spaces do not matter.
    const deleted = await deleteAccount(access, { email: '  LEILA.gagnon@gmail.com ' })
    expect(deleted.statusCode).toBe(204)
    expect(
      (await t.inject({ method: 'GET', url: '/api/profile/', headers: bearer(access) })).statusCode,
    ).toBe(401)
  })

  it('is refused during a paid stay, for the renter and the host, and done once it has ended', async () => {
    const stay = await paidStay(t, 2)
    const refused = await deleteAccount(stay.renter.access, { password: PASSWORD })
    expect(refused.statusCode).toBe(409)
    expect(refused.json().fields.account).toMatch(/paid stay that is under way or still to come/)
    const frRefused = await deleteAccount(stay.host.access, { password: PASSWORD }, 'fr')
    expect(frRefused.statusCode).toBe(409)
    expect(frRefused.json().fields.account).toMatch(/Un séjour payé dans l’un de vos logements/)
    expect((await logIn(stay.renter.account.email)).statusCode).toBe(200)

    await liveUntil(t, stay.checkIn)
    await liveUntil(t, addMonths(stay.checkIn, 3))
    const access = await tokenOf(t, stay.renter.account)
    const done = await deleteAccount(access, { password: PASSWORD })
    expect(done.statusCode).toBe(204)

    // Signed out everywhere, unable to sign in again, the e-mail free for a new account.
    expect(
      (await t.inject({ method: 'GET', url: '/api/profile/', headers: bearer(access) })).statusCode,
    ).toBe(401)
    expect((await logIn(stay.renter.account.email)).statusCode).toBe(401)
    // The stay and its payments remain for the host's accounting, naming nobody.
    const hostAccess = await tokenOf(t, stay.host.account)
    const kept = (
      await t.inject({ method: 'GET', url: `/api/bookings/${stay.id}/`, headers: bearer(hostAccess) })
    ).json()
    expect(kept.status).toBe('completed')
    expect(kept.guest).toMatchObject({ first_name: 'Deleted', last_name: 'user' })
    expect(kept.agreement).toMatchObject({ full_name: 'Deleted user', urgent_contact: '', documents: [] })
    const ledger = (
      await t.inject({ method: 'GET', url: '/api/transactions/', headers: bearer(hostAccess) })
    ).json()
    expect(ledger.count).toBeGreaterThan(0)
  })

  it('cancels open requests and deletes their files', async () => {
    const renter = await signUpAndLogIn(t)
    const booking = (
      await requestStay(t, renter.access, { property: String(listingId), ...stayDates(t, 4, 2) })
    ).json()
    const hostAccess = await tokenOf(t, host.account)
    expect((await deleteAccount(renter.access, { password: PASSWORD })).statusCode).toBe(204)
    const seen = (
      await t.inject({
        method: 'GET',
        url: `/api/bookings/${booking.booking_id}/`,
        headers: bearer(hostAccess),
      })
    ).json()
    expect(seen, JSON.stringify(seen)).toMatchObject({ status: 'cancelled' })
    expect(seen.agreement.documents).toEqual([])
    expect(Date.parse(seen.agreement.documents_deleted_at)).toBe(t.clock.now().getTime())
    expect(seen.message).toBe('')
  })
})
