import { LEDGER_STATUSES, type TLedgerStatus, type ZLedgerEntry } from '@demeure/shared'
import type { z } from 'zod'
import { ROUTES } from '../../../lib/routes.ts'
import { reservationHref } from '../../reservations/index.ts'

export type TLedgerEntry = z.infer<typeof ZLedgerEntry>

/** A status the server writes (LEDGER_STATUSES); anything else shows as it came. */
export function knownLedgerStatus(status: string): TLedgerStatus | null {
  return LEDGER_STATUSES.find((known) => known === status) ?? null
}

/** Money coming to the caller: a refund (guest) or a payout (host); a payment goes out. */
export function isCredit(kind: TLedgerEntry['kind']): boolean {
  return kind !== 'payment'
}

/**
 * Where the entry's reservation is: a payment or refund belongs to one of the caller's stays; a
 * payout to a stay on one of their listings, which the co-host panel shows.
 */
export function ledgerBookingHref(entry: Pick<TLedgerEntry, 'kind' | 'booking_id'>): string {
  return entry.kind === 'payout'
    ? `${ROUTES.cohostPanel}/bookings?booking=${entry.booking_id}`
    : reservationHref(entry.booking_id)
}
