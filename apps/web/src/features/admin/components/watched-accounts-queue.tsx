import { useTranslation } from 'react-i18next'
import { useWatchedAccounts } from '../api/use-watched-accounts.ts'
import { WATCH_FILTERS } from '../lib/review-status.ts'
import { ReviewQueue } from './review-queue.tsx'
import { WatchedAccountCard } from './watched-account-card.tsx'

/** New accounts that contacted many hosts or listed many homes in their first day. */
export function WatchedAccountsQueue() {
  const { t } = useTranslation()
  return (
    <ReviewQueue
      filters={WATCH_FILTERS}
      useItems={useWatchedAccounts}
      empty={{ title: t('admin.watched.empty'), text: t('admin.watched.emptyText') }}
      keyOf={(account) => `${account.user_id}-${account.reason}`}
      renderItem={(account) => <WatchedAccountCard account={account} />}
    />
  )
}
