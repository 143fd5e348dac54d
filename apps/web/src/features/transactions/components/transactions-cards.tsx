import { useTranslation } from 'react-i18next'
import { localDisplayDate } from '../../../lib/format-timestamp.ts'
import type { TLedgerEntry } from '../lib/ledger-entry.ts'
import {
  TransactionAmount,
  TransactionBookingLink,
  TransactionReceiptLink,
  TransactionStatus,
} from './transaction-parts.tsx'

/** The ledger as a list, for phones (the table takes over from 768 px). */
export function TransactionsCards({ entries }: { entries: TLedgerEntry[] }) {
  const { t } = useTranslation()
  return (
    <ul className="card flex flex-col divide-y divide-line md:hidden">
      {entries.map((entry) => (
        <li key={entry.id} className="flex flex-col gap-2 p-4">
          <div className="flex items-baseline justify-between gap-4">
            <span className="font-semibold text-ink">{t(`transactions.kind.${entry.kind}`)}</span>
            <TransactionAmount entry={entry} />
          </div>
          <div className="flex items-center justify-between gap-4 text-sm">
            <span className="text-ink-muted tabular-nums">{localDisplayDate(entry.created_at)}</span>
            <TransactionStatus entry={entry} />
          </div>
          <div className="-mb-2 flex items-center justify-between gap-4 text-sm">
            <TransactionBookingLink entry={entry} isSpelledOut />
            <TransactionReceiptLink entry={entry} />
          </div>
        </li>
      ))}
    </ul>
  )
}
