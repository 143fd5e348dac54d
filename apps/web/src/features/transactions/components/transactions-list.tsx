import { Receipt } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Button } from '../../../components/ui/button.tsx'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { EmptyState } from '../../../components/ui/empty-state.tsx'
import { LoadError } from '../../../components/ui/load-error.tsx'
import { ROUTES } from '../../../lib/routes.ts'
import { useTransactions } from '../api/use-transactions.ts'
import { TransactionsCards } from './transactions-cards.tsx'
import { TransactionsTable } from './transactions-table.tsx'

/** The caller's ledger, a page at a time, with its loading, error and empty states. */
export function TransactionsList() {
  const { t } = useTranslation()
  const transactions = useTransactions()

  if (transactions.isPending) {
    return (
      <div aria-hidden="true" className="card flex animate-pulse flex-col gap-4 p-5">
        {[1, 2, 3, 4].map((row) => (
          <div key={row} className="h-6 rounded bg-line" />
        ))}
      </div>
    )
  }
  if (transactions.isError) {
    return (
      <LoadError
        message={t('transactions.loadFailed')}
        onRetry={() => void transactions.refetch()}
        error={transactions.error}
      />
    )
  }
  const entries = transactions.data.pages.flatMap((page) => page.results)
  if (entries.length === 0) {
    return (
      <EmptyState
        icon={Receipt}
        title={t('panel.transactions.empty')}
        text={t('panel.transactions.emptyText')}
        action={
          <Link to={ROUTES.home} className={buttonClass('primary')}>
            {t('panel.reservations.browse')}
          </Link>
        }
      />
    )
  }
  return (
    <div className="flex flex-col gap-4">
      <TransactionsTable entries={entries} />
      <TransactionsCards entries={entries} />
      {transactions.hasNextPage && (
        <Button
          variant="secondary"
          className="self-center"
          isBusy={transactions.isFetchingNextPage}
          onClick={() => void transactions.fetchNextPage()}
        >
          {transactions.isFetchingNextPage ? t('common.loading') : t('transactions.loadMore')}
        </Button>
      )}
    </div>
  )
}
