import { eq } from 'drizzle-orm'
import type { TDb } from '../../db/client.ts'
import { columnsOf } from '../../db/relation-columns.ts'
import { ledgerRows, publishedStays } from '../bookings/index.ts'
import { listingRows } from '../listings/index.ts'
import { hasRentMonth } from '../rent/index.ts'
import { publishedUsers } from '../users/index.ts'

/**
 * What a receipt reads, in one place: the ledger row with its stay, the home, the person it is
 * for, and the month it pays (a read model over the bookings, listings and rent tables, like the
 * host's figures; nothing here writes).
 */
export function createReceiptsRepository(db: TDb) {
  return {
    async findEntry(id: string) {
      const ledgerEntries = ledgerRows('ledger_entries')
      const bookings = publishedStays('bookings')
      const properties = listingRows('properties')
      const users = publishedUsers('users')
      const [row] = await db
        .select({
          entry: columnsOf(ledgerEntries),
          booking: {
            id: bookings.id,
            guestId: bookings.guestId,
            hostId: bookings.hostId,
            checkIn: bookings.checkIn,
            checkOut: bookings.checkOut,
            serviceFeeCents: bookings.serviceFeeCents,
            monthlyRentCents: bookings.monthlyRentCents,
            closedAt: bookings.closedAt,
          },
          listing: {
            title: properties.title,
            titleFr: properties.titleFr,
            street: properties.addressStreet,
            city: properties.addressCity,
            state: properties.addressState,
            postalCode: properties.addressPostalCode,
          },
          party: { firstName: users.firstName, lastName: users.lastName },
        })
        .from(ledgerEntries)
        .innerJoin(bookings, eq(bookings.id, ledgerEntries.bookingId))
        .innerJoin(properties, eq(properties.id, bookings.propertyId))
        .innerJoin(users, eq(users.id, ledgerEntries.userId))
        .where(eq(ledgerEntries.id, id))
      return row
    },

    hasMonth: (bookingId: number, seq: number) => hasRentMonth(db, bookingId, seq),
  }
}
export type TReceiptEntry = NonNullable<
  Awaited<ReturnType<ReturnType<typeof createReceiptsRepository>['findEntry']>>
>
