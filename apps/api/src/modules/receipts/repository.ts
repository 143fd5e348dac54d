import { and, eq } from 'drizzle-orm'
import type { TDb } from '../../db/client.ts'
import { bookings, ledgerEntries } from '../bookings/tables.ts'
import { properties } from '../listings/tables.ts'
import { rentInstalments } from '../rent/tables.ts'
import { users } from '../users/tables.ts'

/**
 * What a receipt reads, in one place: the ledger row with its stay, the home, the person it is
 * for, and the month it pays (a read model over the bookings, listings and rent tables, like the
 * host's figures; nothing here writes).
 */
export function createReceiptsRepository(db: TDb) {
  return {
    async findEntry(id: string) {
      const [row] = await db
        .select({
          entry: ledgerEntries,
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

    async hasMonth(bookingId: number, seq: number) {
      const rows = await db
        .select({ seq: rentInstalments.seq })
        .from(rentInstalments)
        .where(and(eq(rentInstalments.bookingId, bookingId), eq(rentInstalments.seq, seq)))
      return rows.length === 1
    },
  }
}
export type TReceiptEntry = NonNullable<
  Awaited<ReturnType<ReturnType<typeof createReceiptsRepository>['findEntry']>>
>
