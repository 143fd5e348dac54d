import { addMonths } from '@demeure/shared'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { bearer, signUpAndLogIn } from '../../test/accounts.ts'
import { publishListings } from '../../test/catalogue.ts'
import { hostListingAndRenter, notificationsOf } from '../../test/social.ts'
import { createTestApp, type TTestApp } from '../../test/test-app.ts'

let t: TTestApp
beforeEach(async () => {
  t = await createTestApp()
})
afterEach(async () => {
  await t.close()
})

const post = (access: string, url: string, payload?: Record<string, unknown>) =>
  t.inject({ method: 'POST', url, headers: bearer(access), payload })

/** Three notices for the host: one visit request per day asked. */
async function hostWithNotices() {
  const { host, renter, listingId, today } = await hostListingAndRenter(t)
  for (const time of ['09:00', '10:00', '11:00']) {
    await post(renter.access, '/api/visits/', { property: listingId, date: today, time, mode: 'in_person' })
  }
  return host
}

describe('notifications', () => {
  it('lists newest first in the language asked, filters unread and marks read one or all', async () => {
    const host = await hostWithNotices()
    const english = await notificationsOf(t, host.access)
    expect(english).toHaveLength(3)
    expect(english[0]?.body).toContain('11:00')
    expect(english[0]?.title).toBe('New visit request')
    expect((await notificationsOf(t, host.access, 'fr'))[0]?.title).toBe('Nouvelle demande de visite')

    const first = english[0]?.id as number
    const read = await post(host.access, `/api/notifications/${first}/read/`)
    expect(read.json()).toMatchObject({ id: first, is_read: true })
    const unread = await t.inject({
      method: 'GET',
      url: '/api/notifications/?unread=true',
      headers: bearer(host.access),
    })
    expect(unread.json().count).toBe(2)
    expect(unread.json().results.map((notice: { id: number }) => notice.id)).not.toContain(first)

    const all = await post(host.access, '/api/notifications/read-all/')
    expect(all.json()).toEqual({ notifications: 0, messages: 0 })
    expect((await notificationsOf(t, host.access)).every((notice) => 'id' in notice)).toBe(true)
  })

  it('names the listing by its French title to French readers, by its main title otherwise', async () => {
    const { host, renter, today } = await hostListingAndRenter(t)
    const [bilingual] = (await publishListings(t, host.user.id, [
      {
        title: 'Garden flat in Villeray',
        titleFr: 'Rez-de-jardin à Villeray',
        periods: [{ start: today, end: addMonths(today, 24) }],
      },
    ])) as [number]
    await post(renter.access, '/api/visits/', {
      property: bilingual,
      date: today,
      time: '09:00',
      mode: 'in_person',
    })
    expect((await notificationsOf(t, host.access, 'fr'))[0]?.body).toContain('« Rez-de-jardin à Villeray »')
    expect((await notificationsOf(t, host.access, 'en'))[0]?.body).toContain('“Garden flat in Villeray”')
  })

  it('keeps each user’s notices private and refuses bad queries', async () => {
    const host = await hostWithNotices()
    const notice = (await notificationsOf(t, host.access))[0]
    const stranger = await signUpAndLogIn(t)
    expect((await post(stranger.access, `/api/notifications/${notice?.id}/read/`)).statusCode).toBe(404)
    expect(await notificationsOf(t, stranger.access)).toEqual([])
    const bad = await t.inject({
      method: 'GET',
      url: '/api/notifications/?page=0',
      headers: { ...bearer(host.access), 'accept-language': 'fr' },
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().fields.page).toBe('Doit être au moins 1.')
    expect((await t.inject({ method: 'GET', url: '/api/notifications/' })).statusCode).toBe(401)
  })
})
