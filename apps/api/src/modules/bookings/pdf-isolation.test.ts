import { loadavg } from 'node:os'
import { addMonths, todayInMontreal } from '@demeure/shared'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PDF_PAGE_LIMITS } from '../../lib/pdf-page.ts'
import { DEMO_PASSWORD } from '../../seed/demo-users.ts'
import { bearer } from '../../test/accounts.ts'
import { requestStay, stayDates } from '../../test/bookings.ts'
import { publishListings } from '../../test/catalogue.ts'
import { samplePng } from '../../test/files.ts'
import { slowestHealthDuring } from '../../test/health-during.ts'
import { prepareProcessDatabase } from '../../test/process-database.ts'
import { remoteApp, sharedSecret, startApiProcess, type TApiProcess } from '../../test/processes.ts'
import { heavyPdf } from '../../test/sample-pdfs.ts'
import { users } from '../users/tables.ts'

/**
 * A renter sends a PDF whose one page takes longer to draw than its budget (a few hundred KB of
 * overlapping curves), and the host opens it on a real API process: /api/health, asked every
 * 100 ms all along, answers at once, and the host gets the card saying the page took too long.
 * On PostgreSQL when the suite runs on it, else the embedded database.
 */
const HEALTH_BUDGET_MS = 500

let server: TApiProcess
let database: Awaited<ReturnType<typeof prepareProcessDatabase>>
let listingId: number

beforeAll(async () => {
  database = await prepareProcessDatabase('pdf', async ({ db }) => {
    const [host] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'host@demo.demeure.ca'))
    if (!host) throw new Error('no demo host')
    const today = todayInMontreal(new Date())
    ;[listingId] = (await publishListings({ database: { db } as never }, host.id, [
      { title: 'Heavy papers flat', periods: [{ start: today, end: addMonths(today, 24) }] },
    ])) as [number]
  })
  server = await startApiProcess({
    ...database.env,
    JWT_SECRET: sharedSecret(),
    MAP_TILE_URL: 'off',
    GEOCODER_URL: 'off',
  })
}, 180_000)

afterAll(async () => {
  server?.stop('SIGKILL')
  await server?.exited
  await database?.drop()
}, 60_000)

describe('a hostile PDF in a real API process', () => {
  it('draws past its time limit off the event loop, and the host gets the card that says so', async () => {
    const t = remoteApp(server.url, { database: undefined as never, dataDir: '', config: {} as never })
    const logIn = async (email: string) =>
      (
        await t.inject({ method: 'POST', url: '/api/login/', payload: { email, password: DEMO_PASSWORD } })
      ).json().access as string
    const renter = await logIn('guest@demo.demeure.ca')
    const created = await requestStay(t, renter, { property: String(listingId), ...stayDates(t, 1, 2) }, [
      { field: 'id_cards', name: 'passport.png', data: await samplePng(300) },
      { field: 'income_proof', name: 'curves.pdf', data: await heavyPdf(150_000) },
      { field: 'rental_history', name: 'reference.png', data: await samplePng(200) },
    ])
    expect(created.statusCode, created.body).toBe(201)
    const booking = created.json()
    const pdfId = booking.agreement.documents.find((d: { kind: string }) => d.kind === 'income_proof').id
    const host = await logIn('host@demo.demeure.ca')

    const { result, elapsed, slowest, polls, worst } = await slowestHealthDuring(server.url, () =>
      t.inject({
        method: 'GET',
        url: `/api/bookings/${booking.booking_id}/documents/${pdfId}/view/`,
        headers: bearer(host),
      }),
    )
    console.info(
      `heavy PDF page: answered in ${Math.round(elapsed)} ms; slowest of ${polls} health checks: ${Math.round(slowest)} ms (${worst.join(', ')}); load ${loadavg()[0]}`,
    )
    expect(result.statusCode).toBe(200)
    expect(result.headers['content-type']).toBe('image/jpeg')
    expect(result.headers['x-document-notice']).toBe('tooSlow')
    expect(elapsed).toBeGreaterThanOrEqual(PDF_PAGE_LIMITS.timeMs)
    expect(polls).toBeGreaterThan(20)
    expect(slowest).toBeLessThan(HEALTH_BUDGET_MS)
  }, 180_000)
})
