import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, signUpAdmin } from '../../test/accounts.ts'
import { createListing, signUpHost } from '../../test/listings.ts'
import { readOutbox } from '../../test/outbox.ts'
import { createTestApp, type TTestApp } from '../../test/test-app.ts'
import { properties } from './tables.ts'

let t: TTestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t.close()
})

/** A host who reads in `language`, with one listing under review that has an English and a French title. */
async function hostWithListing(language: 'en' | 'fr', title: string, titleFr: string) {
  const host = await signUpHost(t)
  const profile = await t.inject({
    method: 'PATCH',
    url: '/api/profile/',
    headers: bearer(host.access),
    payload: { language },
  })
  expect(profile.statusCode).toBe(200)
  const id = await createListing(t, host.access, { title })
  await t.database.db.update(properties).set({ titleFr }).where(eq(properties.id, id))
  return { host, id }
}

async function decide(admin: { access: string }, id: number, action: 'approve' | 'reject') {
  const response = await t.inject({
    method: 'POST',
    url: `/api/admin/properties/${id}/${action}/`,
    headers: bearer(admin.access),
    payload: action === 'reject' ? { reason: 'Photos floues.' } : undefined,
  })
  expect(response.statusCode).toBe(204)
}

const mailTo = (email: string) => readOutbox(t.dataDir).filter((mail) => mail.to.includes(email))

describe("the host's e-mail about a staff review", () => {
  it('names the listing by its French title for a French host, published or rejected', async () => {
    const admin = await signUpAdmin(t)
    const published = await hostWithListing('fr', 'Sunny loft', 'Loft ensoleillé')
    const rejected = await hostWithListing('fr', 'Quiet room', 'Chambre calme')
    await decide(admin, published.id, 'approve')
    await decide(admin, rejected.id, 'reject')
    expect(mailTo(published.host.user.email).map((mail) => mail.subject)).toContain(
      'Votre annonce « Loft ensoleillé » est en ligne',
    )
    const refusal = mailTo(rejected.host.user.email).find((mail) => mail.subject.includes('Chambre calme'))
    expect(refusal?.subject).toBe('Votre annonce « Chambre calme » demande des changements')
    expect(refusal?.body).toContain('Photos floues.')
  })

  it('keeps the main title for an English host', async () => {
    const admin = await signUpAdmin(t)
    const { host, id } = await hostWithListing('en', 'Garden flat', 'Appartement avec jardin')
    await decide(admin, id, 'approve')
    expect(mailTo(host.user.email).map((mail) => mail.subject)).toContain(
      'Your listing “Garden flat” is live',
    )
  })
})
