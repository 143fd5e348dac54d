import { useTranslation } from 'react-i18next'
import { localDisplayDate } from '../../../lib/format-timestamp.ts'
import type { TLedgerEntry } from '../lib/ledger-entry.ts'
import {
  TransactionAmount,
  TransactionBookingLink,
  TransactionReceiptLink,
  TransactionStatus,
} from './transaction-parts.tsx'

/** The ledger as a table, for screens of 768 px and more. */
export function TransactionsTable({ entries }: { entries: TLedgerEntry[] }) {
  const { t } = useTranslation()
  const head = 'px-4 py-3 text-left text-xs font-semibold uppercase tracking-wide text-ink-muted'
  return (
    <div className="card hidden overflow-hidden md:block">
      <table className="w-full text-sm">
        <caption className="sr-only">{t('panel.nav.transactions')}</caption>
        <thead className="bg-canvas">
          <tr>
            <th scope="col" className={head}>
              {t('transactions.columns.date')}
            </th>
            <th scope="col" className={head}>
              {t('transactions.columns.kind')}
            </th>
            <th scope="col" className={head}>
              {t('transactions.columns.booking')}
            </th>
            <th scope="col" className={`${head} text-right`}>
              {t('transactions.columns.amount')}
            </th>
            <th scope="col" className={head}>
              {t('transactions.columns.status')}
            </th>
            <th scope="col" className={head}>
              {t('transactions.columns.receipt')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td className="px-4 py-3 text-ink tabular-nums">{localDisplayDate(entry.created_at)}</td>
              <td className="px-4 py-3 text-ink">{t(`transactions.kind.${entry.kind}`)}</td>
              <td className="px-4 py-3">
                <TransactionBookingLink entry={entry} />
              </td>
              <td className="px-4 py-3 text-right">
                <TransactionAmount entry={entry} />
              </td>
              <td className="px-4 py-3">
                <TransactionStatus entry={entry} />
              </td>
              <td className="px-4 py-1">
                <TransactionReceiptLink entry={entry} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
