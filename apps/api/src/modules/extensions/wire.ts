import {
  centsToDecimal,
  EXTENSION_TTL_HOURS,
  type TExtensionStatus,
  type TStayExtension,
} from '@demeure/shared'
import type { TStayExtensionRow } from './tables.ts'

const HOUR = 3_600_000

export const planWire = (plan: { dueDate: string; amountCents: number }[]) =>
  plan.map((entry) => ({ due_date: entry.dueDate, amount: centsToDecimal(entry.amountCents) }))

export function extensionWire(row: TStayExtensionRow): TStayExtension {
  const isOpen = row.status === 'requested'
  return {
    id: row.id,
    booking_id: row.bookingId,
    previous_check_out: row.previousCheckOut,
    check_out: row.newCheckOut,
    months: row.months,
    extra_days: row.extraDays,
    amount: centsToDecimal(row.amountCents),
    instalments: planWire(row.instalments),
    status: row.status as TExtensionStatus,
    requested_at: row.requestedAt.toISOString(),
    answered_at: row.answeredAt?.toISOString() ?? null,
    expires_at: isOpen
      ? new Date(row.requestedAt.getTime() + EXTENSION_TTL_HOURS * HOUR).toISOString()
      : null,
  }
}
