import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { cx } from '../../../lib/cx.ts'
import { formatUsd } from '../../../lib/format-money.ts'
import { localDisplayDate } from '../../../lib/format-timestamp.ts'
import { toLanguage } from '../../../lib/language.ts'
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
  held: 'bg-warning-soft text-warning',
  pending: 'bg-warning-soft text-warning',
  cancelled: 'bg-canvas text-ink-muted',
  failed: 'bg-danger-soft text-danger',
}

export function TransactionStatus({ entry }: { entry: TLedgerEntry }) {
  const { t } = useTranslation()
  const known = knownLedgerStatus(entry.status)
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
      {entry.kind === 'payout' && entry.available_at && (
        <span className="text-xs text-ink-muted tabular-nums">
          {t('transactions.availableOn', { date: localDisplayDate(entry.available_at) })}
        </span>
      )}
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
