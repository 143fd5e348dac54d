import { addDays, addMonths, monthsAndDays } from '../pricing.ts'

export const LEASE_STATUSES = ['draft', 'awaiting_renter', 'awaiting_host', 'signed'] as const
export type TLeaseStatus = (typeof LEASE_STATUSES)[number]
export const LEASE_PARTIES = ['renter', 'host'] as const
export type TLeaseParty = (typeof LEASE_PARTIES)[number]

/** A whole dwelling or a room: the notice windows differ (art. 1942 C.c.Q.). */
export type TLeaseDwellingKind = 'dwelling' | 'room'
export const dwellingKindOf = (roomCategory: string): TLeaseDwellingKind =>
  roomCategory === 'entire_home' ? 'dwelling' : 'room'

/**
 * When a renter may give notice of non-renewal (art. 1946 C.c.Q. sends to the periods of art. 1942):
 * every Demeure lease is under 12 months, so between 2 months and 1 month before the end of the term
 * for a dwelling, between 20 and 10 days before it for a room. Both dates are inclusive; the day
 * after `closes`, a lease without notice is renewed (art. 1941).
 */
export function renewalWindow(termEnd: string, kind: TLeaseDwellingKind) {
  return kind === 'room'
    ? { opens: addDays(termEnd, -20), closes: addDays(termEnd, -10) }
    : { opens: addMonths(termEnd, -2), closes: addMonths(termEnd, -1) }
}

/**
 * Where a lease renewed by law now ends (art. 1941 C.c.Q.): it is renewed for the same term as the
 * lease's own (`term`, as signed), or for 12 months if that term exceeded 12 months (never at
 * Demeure: a stay is at most 11 months). A term of N months adds N months, counted from check-in
 * as the rent schedule counts them (so a stay from Jan 31 runs to Jul 31, not Jul 30); a term of
 * N months and D days adds both. A renewal may take the stay past the 11 months a new stay may
 * last: the renewal is of right (docs/product-rules.md, "The end of a stay").
 */
export function renewedTermEnd(checkIn: string, termEnd: string, term: { start: string; end: string }) {
  const length = monthsAndDays(term.start, term.end)
  const overAYear = length.months > 12 || (length.months === 12 && length.extraDays > 0)
  const { months, extraDays } = overAYear ? { months: 12, extraDays: 0 } : length
  const sofar = monthsAndDays(checkIn, termEnd)
  const from = sofar.extraDays === 0 ? addMonths(checkIn, sofar.months + months) : addMonths(termEnd, months)
  return addDays(from, extraDays)
}

/** Where `today` stands against the window of a term ending on `termEnd`. */
export function windowPhase(termEnd: string, kind: TLeaseDwellingKind, today: string) {
  const { opens, closes } = renewalWindow(termEnd, kind)
  if (today < opens) return 'before' as const
  return today <= closes ? ('open' as const) : ('closed' as const)
}

/** Names compared as people write them: case, accents and spacing do not matter. */
export function sameName(typed: string, expected: string) {
  const norm = (name: string) =>
    name
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLocaleLowerCase('fr-CA')
      .replace(/[\s\u00a0]+/g, ' ')
      .trim()
  return norm(typed) !== '' && norm(typed) === norm(expected)
}

/** The status a lease with host fields confirmed has, from the valid signatures it holds. */
export function statusFromSignatures(hostFieldsConfirmed: boolean, signed: TLeaseParty[]): TLeaseStatus {
  if (!hostFieldsConfirmed) return 'draft'
  if (signed.includes('renter') && signed.includes('host')) return 'signed'
  return signed.includes('renter') ? 'awaiting_host' : 'awaiting_renter'
}
