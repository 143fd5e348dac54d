import type { TWatchedAccount } from '@demeure/shared'
import { useTranslation } from 'react-i18next'
import { localDisplayDate } from '../../../lib/format-timestamp.ts'

/** One new account staff are shown: who, when it joined, what it did, whether it was made to wait. */
export function WatchedAccountCard({ account }: { account: TWatchedAccount }) {
  const { t } = useTranslation()
  const facts: [string, string][] = [
    [t('admin.watched.email'), account.email],
    [t('admin.watched.joined'), localDisplayDate(account.joined_at)],
    [t(`admin.watched.count.${account.reason}`), String(account.count)],
    [t('admin.watched.lastSeen'), localDisplayDate(account.last_seen_at)],
  ]
  return (
    <article className="card flex flex-col gap-4 p-5 sm:p-6">
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="min-w-0 text-lg font-semibold text-ink">{account.name}</h3>
        <span
          className={
            account.slowed_at
              ? 'rounded-full bg-warning-soft px-2.5 py-0.5 text-xs font-semibold text-warning'
              : 'rounded-full bg-canvas border border-line px-2.5 py-0.5 text-xs font-semibold text-ink-muted'
          }
        >
          {account.slowed_at
            ? t('admin.watched.slowedOn', { date: localDisplayDate(account.slowed_at) })
            : t('admin.watched.watching')}
        </span>
      </header>
      <dl className="grid grid-cols-2 gap-x-6 gap-y-3 sm:grid-cols-4">
        {facts.map(([label, value]) => (
          <div key={label} className="flex min-w-0 flex-col gap-0.5">
            <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{label}</dt>
            <dd className="text-ink tabular-nums break-words">{value}</dd>
          </div>
        ))}
      </dl>
    </article>
  )
}
