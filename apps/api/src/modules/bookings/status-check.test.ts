import { addMonths, BOOKING_STATUSES } from '@demeure/shared'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { requestStay } from '../../test/bookings.ts'
import { hostListingAndRenter } from '../../test/social.ts'
import { createTestApp, type TTestApp } from '../../test/test-app.ts'
import { bookings } from './tables.ts'

/** The SQLSTATE of a refused statement, looking through the driver's wrappers. */
function sqlStateOf(error: unknown): string | undefined {
  let current = error as { code?: unknown; cause?: unknown } | undefined
  for (let depth = 0; current && depth < 4; depth += 1) {
    if (typeof current.code === 'string' && /^[0-9A-Z]{5}$/.test(current.code)) return current.code
    current = current.cause as typeof current
  }
  return undefined
}

let t: TTestApp
let bookingId: number
beforeAll(async () => {
  t = await createTestApp()
  const { renter, listingId, today } = await hostListingAndRenter(t)
  const checkIn = addMonths(today, 1)
  const answer = await requestStay(t, renter.access, {
    property: String(listingId),
    check_in: checkIn,
    check_out: addMonths(checkIn, 2),
  })
  bookingId = answer.json().booking_id
})
afterAll(() => t.close())

describe('bookings.status holds only the statuses of the lifecycle', () => {
  it('accepts each shared status and refuses any other (bookings_status_check)', async () => {
    for (const status of BOOKING_STATUSES) {
      const [row] = await t.database.db
        .update(bookings)
        .set({ status })
        .where(eq(bookings.id, bookingId))
        .returning({ status: bookings.status })
      expect(row?.status).toBe(status)
    }
    const refusal = await t.database.db
      .execute(sql`update bookings set status = 'lost' where id = ${bookingId}`)
      .then(
        () => undefined,
        (error: unknown) => error,
      )
    expect(sqlStateOf(refusal)).toBe('23514')
  })
})
