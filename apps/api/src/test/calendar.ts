import { addMonths, todayInMontreal } from '@demeure/shared'
import { bearer } from './accounts.ts'
import { payThroughSandbox, requestStay } from './bookings.ts'
import { publishListings } from './catalogue.ts'
import type { TTestApp } from './test-app.ts'

/** A published listing open from today for five years, so fixed 2030 fixtures fall inside it. */
export async function openListing(t: TTestApp, hostId: string, title: string) {
  const today = todayInMontreal(t.clock.now())
  const [id] = (await publishListings(t, hostId, [
    { title, periods: [{ start: today, end: addMonths(today, 60) }] },
  ])) as [number]
  return id
}

export async function addFeed(t: TTestApp, access: string, listingId: number, url: string, name = 'Airbnb') {
  return t.inject({
    method: 'POST',
    url: `/api/properties/${listingId}/calendar/feeds/`,
    headers: { ...bearer(access), 'accept-language': 'fr' },
    payload: { name, url },
  })
}

export async function syncNow(t: TTestApp, access: string, feedId: number, language = 'en') {
  return t.inject({
    method: 'POST',
    url: `/api/calendar-feeds/${feedId}/sync/`,
    headers: { ...bearer(access), 'accept-language': language },
  })
}

export async function calendarOf(t: TTestApp, access: string, listingId: number) {
  const response = await t.inject({
    method: 'GET',
    url: `/api/properties/${listingId}/calendar/`,
    headers: bearer(access),
  })
  if (response.statusCode !== 200) throw new Error(`calendar failed: ${response.body}`)
  return response.json() as { export_url: string; feeds: { id: number; event_count: number }[] }
}

/** The reserved dates a renter sees on the listing page. */
export async function reservedDatesOf(t: TTestApp, listingId: number) {
  const response = await t.inject({ method: 'GET', url: `/api/properties/${listingId}/` })
  return response.json().reserved_dates as { start_date: string; end_date: string }[]
}

/** Whether search offers the listing (found by its title) to someone moving in that day. */
export async function isOffered(t: TTestApp, title: string, moveIn: string) {
  const response = await t.inject({
    method: 'GET',
    url: `/api/properties/?location=${encodeURIComponent(title)}&move_in=${moveIn}`,
  })
  return response.json().count > 0
}

/** A confirmed stay (requested, approved, paid in the sandbox): it holds its dates. */
export async function confirmedStay(
  t: TTestApp,
  host: { access: string },
  guest: { access: string },
  listingId: number,
  dates: { check_in: string; check_out: string },
) {
  const booking = (await requestStay(t, guest.access, { property: String(listingId), ...dates })).json()
  await t.inject({
    method: 'POST',
    url: `/api/bookings/${booking.booking_id}/approve/`,
    headers: bearer(host.access),
  })
  await payThroughSandbox(t, guest.access, booking.booking_id)
  return booking.booking_id as number
}
