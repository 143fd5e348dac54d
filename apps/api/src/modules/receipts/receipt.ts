import {
  addDays,
  addMonths,
  cancellationRefund,
  centsToDecimal,
  feeTaxesIncluded,
  isRentTaxExempt,
  listingText,
  receiptNumber,
  type TLanguage,
  type TReceipt,
  todayInMontreal,
} from '@demeure/shared'
import type { TConfig } from '../../config.ts'
import type { TReceiptEntry } from './repository.ts'

/** The longest name or title a receipt shows: it is a small document whatever was typed. */
const MAX_TEXT = 160

const clip = (text: string) => (text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text)

/**
 * A ledger row as its receipt (docs/product-rules.md, "Receipts and sales taxes"). The first
 * payment is month 1 of the rent schedule: its amount is that month's rent and the service fee.
 * With the platform's tax numbers configured, the fee shows the GST and QST it includes.
 */
export function receiptOf(
  row: TReceiptEntry,
  month: { seq: number; from: string; to: string } | undefined,
  taxNumbers: TConfig['taxNumbers'],
  language: TLanguage,
): TReceipt {
  const { entry, booking, listing, party } = row
  const kind = entry.kind as TReceipt['kind']
  const issuedOn = todayInMontreal(entry.createdAt)
  const feeCents = kind === 'payment' && entry.instalmentSeq === 1 ? booking.serviceFeeCents : 0
  const taxes = feeCents > 0 && taxNumbers ? feeTaxesIncluded(feeCents) : undefined
  const rule =
    kind === 'refund'
      ? cancellationRefund({
          today: todayInMontreal(booking.closedAt ?? entry.createdAt),
          checkIn: booking.checkIn,
          rentPaidCents: booking.monthlyRentCents,
          monthlyRentCents: booking.monthlyRentCents,
        }).rule
      : undefined
  return {
    id: entry.id,
    number: receiptNumber(issuedOn, entry.receiptNo),
    kind,
    status: entry.status,
    issued_on: issuedOn,
    issuer: { name: 'Demeure', gst_number: taxNumbers?.gst ?? null, qst_number: taxNumbers?.qst ?? null },
    party_name: clip(`${party.firstName} ${party.lastName}`.trim()),
    booking_id: booking.id,
    listing: {
      title: clip(
        listingText({ title: listing.title, title_fr: listing.titleFr ?? undefined }, language).title,
      ),
      address: clip(`${listing.street}, ${listing.city} (${listing.state}) ${listing.postalCode}`),
    },
    stay: { check_in: booking.checkIn, check_out: booking.checkOut },
    period: month ?? null,
    rent: centsToDecimal(entry.amountCents - feeCents),
    rent_tax_exempt: isRentTaxExempt(booking.checkIn, booking.checkOut),
    service_fee: feeCents > 0 ? centsToDecimal(feeCents) : null,
    fee_taxes: taxes
      ? {
          before_taxes: centsToDecimal(taxes.beforeTaxesCents),
          gst: centsToDecimal(taxes.gstCents),
          qst: centsToDecimal(taxes.qstCents),
        }
      : null,
    refund_rule: rule === 'full' || rule === 'first_month_kept' ? rule : null,
    total: centsToDecimal(entry.amountCents),
  }
}

/**
 * The part of the stay month `seq` pays for: month n runs from check-in plus n − 1 months to the
 * day before check-in plus n months (the extra days end with the stay's last night). Month 1 is
 * paid at checkout, before the stay starts, and still covers the stay's first month.
 */
export function periodOf(seq: number, stay: { checkIn: string; checkOut: string }) {
  const end = addMonths(stay.checkIn, seq)
  return {
    seq,
    from: addMonths(stay.checkIn, seq - 1),
    to: addDays(end < stay.checkOut ? end : stay.checkOut, -1),
  }
}
