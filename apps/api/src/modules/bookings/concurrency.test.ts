import { addMonths, quoteStay } from '@demeure/shared'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer } from '../../test/accounts.ts'
import { hostListingAndRenter } from '../../test/social.ts'
import { createTestApp, type TTestApp } from '../../test/test-app.ts'
import { quoteColumns } from './quote-columns.ts'
import { createBookingsRepository } from './repository.ts'
import { bookings } from './tables.ts'

let t: TTestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

describe('double booking', () => {
  it('50 simultaneous payments for overlapping approved stays: exactly one holds the dates', async () => {
    const { host, renter: guest, listingId, today } = await hostListingAndRenter(t)
    const repo = createBookingsRepository(t.database.db)
    const ids: number[] = []
    for (let i = 0; i < 50; i += 1) {
      // Every stay overlaps every other: they all start within the same month and last three.
      const checkIn = addMonths(today, 2).replace(/-(\d\d)$/, `-${String((i % 28) + 1).padStart(2, '0')}`)
      const checkOut = addMonths(checkIn, 3)
      const quote = quoteStay(100_000, checkIn, checkOut, today)
      const row = await repo.insert({
        propertyId: listingId,
        guestId: guest.user.id,
        hostId: host.user.id,
        checkIn,
        checkOut,
        guests: 1,
        status: 'approved',
        approvedAt: t.clock.now(),
        ...quoteColumns(quote),
        agreementFullName: 'Guest',
        agreementUrgentContact: '+1 514 555 0000',
        agreementReference1: 'A',
        agreementReference2: 'B',
        agreementConsent: true,
      })
      ids.push(row.id)
    }

    const answers = await Promise.all(
      ids.map((id) =>
        t.inject({ method: 'POST', url: `/api/bookings/${id}/pay/`, headers: bearer(guest.access) }),
      ),
    )
    const statuses = answers.map((answer) => answer.statusCode)
    expect(statuses.filter((status) => status === 200)).toHaveLength(1)
    expect(statuses.filter((status) => status === 409)).toHaveLength(49)
    expect(answers.find((answer) => answer.statusCode === 409)?.json().fields.check_in).toBe(
      'These dates are not available for this place.',
    )
    const holding = await t.database.db
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(eq(bookings.propertyId, listingId), eq(bookings.holdsDates, true)))
    expect(holding).toHaveLength(1)
  })
})
