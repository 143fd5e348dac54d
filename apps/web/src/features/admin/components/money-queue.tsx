import { useTranslation } from 'react-i18next'
import { useAdminMoney } from '../api/use-admin-money.ts'
import { MONEY_FILTERS } from '../lib/review-status.ts'
import { MoneyRowCard } from './money-row-card.tsx'
import { ReviewQueue } from './review-queue.tsx'

/** Money that did not move: rent overdue after its last try, payouts whose transfer was refused. */
export function MoneyQueue() {
  const { t } = useTranslation()
  return (
    <ReviewQueue
      filters={MONEY_FILTERS}
      useItems={useAdminMoney}
      empty={{ title: t('admin.money.empty'), text: t('admin.money.emptyText') }}
      keyOf={(row) => `${row.kind}-${row.booking_id}-${row.seq ?? row.due_date}-${row.amount}`}
      renderItem={(row) => <MoneyRowCard row={row} />}
    />
  )
}
