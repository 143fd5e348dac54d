import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { cx } from '../../../lib/cx.ts'
import { formatUsd } from '../../../lib/format-money.ts'
import { localDisplayDate } from '../../../lib/format-timestamp.ts'
import { toLanguage } from '../../../lib/language.ts'
import { usePayoutAccount } from '../../payouts/index.ts'
import { receiptHref } from '../../receipts/index.ts'
import { isCredit, knownLedgerStatus, ledgerBookingHref, type TLedgerEntry } from '../lib/ledger-entry.ts'

/** A payment as it left; a refund or payout as a credit, signed and green, and named so (not colour alone). */
export function TransactionAmount({ entry }: { entry: TLedgerEntry }) {
  const { t, i18n } = useTranslation()
  const amount = formatUsd(entry.amount, toLanguage(i18n.resolvedLanguage))
  if (!isCredit(entry.kind)) return <span className="font-semibold text-ink tabular-nums">{amount}</span>
  return (
    <span className="font-semibold text-success tabular-nums">
      +{amount}
      <span className="sr-only"> ({t('transactions.credit')})</span>
    </span>
  )
}

const STATUS_STYLES: Record<string, string> = {
  completed: 'bg-success-soft text-success',
  released: 'bg-success-soft text-success',
  paid_out: 'bg-success-soft text-success',
  transferring: 'bg-warning-soft text-warning',
  held: 'bg-warning-soft text-warning',
  pending: 'bg-warning-soft text-warning',
  cancelled: 'bg-canvas text-ink-muted',
  failed: 'bg-danger-soft text-danger',
}

/**
 * The entry's status; a payout also says when it is released, when it was paid out, or that it
 * waits for the host's payout account (released, with no enabled account to send it to).
 */
export function TransactionStatus({ entry }: { entry: TLedgerEntry }) {
  const { t } = useTranslation()
  const known = knownLedgerStatus(entry.status)
  const isReleasedPayout = entry.kind === 'payout' && known === 'released'
  const account = usePayoutAccount({ isEnabled: isReleasedPayout })
  const isWaiting = isReleasedPayout && account.data !== undefined && account.data.status !== 'enabled'
  return (
    <span className="flex flex-col items-start gap-1">
      <span
        className={cx(
          'rounded-full px-2.5 py-0.5 text-xs font-semibold',
          (known && STATUS_STYLES[known]) ?? 'bg-canvas text-ink-muted',
        )}
      >
        {known ? t(`transactions.status.${known}`) : entry.status}
      </span>
      {entry.kind === 'payout' && <PayoutWhen entry={entry} isWaiting={isWaiting} />}
    </span>
  )
}

function PayoutWhen({ entry, isWaiting }: { entry: TLedgerEntry; isWaiting: boolean }) {
  const { t } = useTranslation()
  const note = isWaiting
    ? t('transactions.waitingForAccount')
    : entry.paid_out_at
      ? t('transactions.paidOutOn', { date: localDisplayDate(entry.paid_out_at) })
      : entry.available_at && t('transactions.availableOn', { date: localDisplayDate(entry.available_at) })
  if (!note) return null
  return (
    <span className={cx('text-xs tabular-nums', isWaiting ? 'font-semibold text-warning' : 'text-ink-muted')}>
      {note}
    </span>
  )
}

/** The reservation's reference: "#12" in the table's column, spelled out (and tall enough to tap) on phones. */
export function TransactionBookingLink({
  entry,
  isSpelledOut = false,
}: {
  entry: TLedgerEntry
  isSpelledOut?: boolean
}) {
  const { t } = useTranslation()
  const label = t('reservations.reference', { id: entry.booking_id })
  return isSpelledOut ? (
    <Link to={ledgerBookingHref(entry)} className="text-link inline-flex min-h-11 items-center tabular-nums">
      {label}
    </Link>
  ) : (
    <Link to={ledgerBookingHref(entry)} className="text-link tabular-nums" aria-label={label}>
      #{entry.booking_id}
    </Link>
  )
}

/** The entry's receipt (its page prints and downloads as a PDF), named by what and when for screen readers. */
export function TransactionReceiptLink({ entry }: { entry: TLedgerEntry }) {
  const { t } = useTranslation()
  return (
    <Link
      to={receiptHref(entry.id)}
      className="text-link inline-flex min-h-11 items-center"
      aria-label={t(`transactions.receiptLabel.${entry.kind}`, { date: localDisplayDate(entry.created_at) })}
    >
      {t('transactions.receipt')}
    </Link>
  )
}
