import { PAYOUT_DELAY_HOURS, todayInMontreal } from '@demeure/shared'
import { eq } from 'drizzle-orm'
import type { TDb } from '../db/client.ts'
import { bookings, ledgerEntries } from '../modules/bookings/tables.ts'
import { DEFAULT_SANDBOX_CARD } from '../modules/payments/sandbox.ts'
import { instalmentsOf } from '../modules/rent/schedule.ts'
import { rentInstalments } from '../modules/rent/tables.ts'

/**
 * A paid demo stay's rent schedule as the collector would have left it: the months due by now
 * paid on their due dates (each a payment and a payout), the later ones waiting for the saved
 * test card that works.
 */
export async function seedRentPaidSoFar(
  db: TDb,
  stay: { id: number; schedule: { dueDate: string; amountCents: number }[] },
  hostId: string,
  renterId: string,
  now: Date,
) {
  const today = todayInMontreal(now)
  const months = instalmentsOf(stay, new Date(`${stay.schedule[0]?.dueDate ?? today}T15:00:00Z`)).map(
    (month) =>
      month.seq > 1 && month.dueDate <= today
        ? { ...month, status: 'paid', paidAt: new Date(`${month.dueDate}T14:00:00Z`) }
        : month,
  )
  await db.insert(rentInstalments).values(months)
  await db.update(bookings).set({ paymentMethodRef: DEFAULT_SANDBOX_CARD }).where(eq(bookings.id, stay.id))
  const collected = months.filter((month) => month.seq > 1 && month.paidAt)
  if (collected.length === 0) return
  await db.insert(ledgerEntries).values(
    collected.flatMap((month) => {
      const paidAt = month.paidAt as Date
      const releasedAt = new Date(paidAt.getTime() + PAYOUT_DELAY_HOURS * 3_600_000)
      return [
        {
          userId: renterId,
          bookingId: stay.id,
          kind: 'payment',
          amountCents: month.amountCents,
          status: 'completed',
          createdAt: paidAt,
          instalmentSeq: month.seq,
        },
        {
          userId: hostId,
          bookingId: stay.id,
          kind: 'payout',
          amountCents: month.amountCents,
          status: releasedAt <= now ? 'released' : 'held',
          availableAt: releasedAt,
          instalmentSeq: month.seq,
          createdAt: paidAt,
        },
      ]
    }),
  )
}
