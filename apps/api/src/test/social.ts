import { addMonths, todayInMontreal } from '@demeure/shared'
import { bearer, signUpAndLogIn } from './accounts.ts'
import { publishListings } from './catalogue.ts'
import { signUpHost } from './listings.ts'
import type { TTestApp } from './test-app.ts'

/** A logged-in host with one listing `title`, published and open for 30 months from today. */
export async function hostWithListing(t: TTestApp, title: string) {
  const host = await signUpHost(t)
  const today = todayInMontreal(t.clock.now())
  const [listingId] = (await publishListings(t, host.user.id, [
    { title, periods: [{ start: today, end: addMonths(today, 30) }] },
  ])) as [number]
  return { host, listingId }
}

/** A host with one published listing and a renter, both logged in. */
export async function hostListingAndRenter(t: TTestApp) {
  const host = await signUpHost(t)
  const renter = await signUpAndLogIn(t, { first_name: 'Amir', last_name: 'Haddad' })
  const today = todayInMontreal(t.clock.now())
  const [listingId] = (await publishListings(t, host.user.id, [
    { title: 'Loft on Saint-Denis', periods: [{ start: today, end: addMonths(today, 24) }] },
  ])) as [number]
  return { host, renter, listingId, today }
}

export async function setLanguage(t: TTestApp, access: string, language: 'en' | 'fr') {
  const response = await t.inject({
    method: 'PATCH',
    url: '/api/profile/',
    headers: bearer(access),
    payload: { language },
  })
  if (response.statusCode !== 200) throw new Error(`language not set: ${response.body}`)
}

export async function notificationsOf(t: TTestApp, access: string, language = 'en') {
  const response = await t.inject({
    method: 'GET',
    url: '/api/notifications/',
    headers: { ...bearer(access), 'accept-language': language },
  })
  return response.json().results as { id: number; kind: string; title: string; body: string; link: string }[]
}
