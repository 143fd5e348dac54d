import type { UseQueryResult } from '@tanstack/react-query'
import { Inbox } from 'lucide-react'
import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { EmptyState } from '../../../components/ui/empty-state.tsx'
import type { TPage } from '../../../lib/page.ts'
import type {
  TListingFilter,
  TMoneyFilter,
  TReportFilter,
  TVerificationFilter,
  TWatchFilter,
} from '../lib/review-status.ts'
import { QueuePager } from './queue-pager.tsx'
import { QueueState } from './queue-state.tsx'
import { StatusFilter } from './status-filter.tsx'

type TReviewStatus = TListingFilter | TVerificationFilter | TMoneyFilter | TReportFilter | TWatchFilter

type TReviewQueueProps<TFilter extends TReviewStatus, TItem> = {
  filters: readonly TFilter[]
  /** The page of items for a status, e.g. the admin listings or verifications query. */
  useItems: (status: TFilter, page: number) => UseQueryResult<TPage<TItem>>
  empty: { title: string; text: string }
  keyOf: (item: TItem) => string | number
  renderItem: (item: TItem) => ReactNode
}

/**
 * A staff queue: a status filter kept in the URL (the first status is the default), the items of
 * the chosen page, an empty state and a pager. Listings, verifications and money differ only in their items.
 */
export function ReviewQueue<TFilter extends TReviewStatus, TItem>(props: TReviewQueueProps<TFilter, TItem>) {
  const { t } = useTranslation()
  const [params, setParams] = useSearchParams()
  const status =
    props.filters.find((value) => value === params.get('status')) ?? (props.filters[0] as TFilter)
  const [page, setPage] = useState(1)
  const queue = props.useItems(status, page)

  return (
    <div className="flex flex-col gap-5">
      <StatusFilter
        label={t('admin.statusFilter')}
        options={props.filters}
        value={status}
        labelOf={(value) => t(`admin.status.${value}`)}
        onChange={(value) => {
          setPage(1)
          setParams((current) => {
            current.set('status', value)
            return current
          })
        }}
      />
      <QueueState query={queue}>
        {(data) =>
          data.results.length === 0 ? (
            <EmptyState icon={Inbox} title={props.empty.title} text={props.empty.text} />
          ) : (
            <>
              <p className="text-sm text-ink-muted">{t('admin.total', { count: data.count })}</p>
              <ul className="flex flex-col gap-5">
                {data.results.map((item) => (
                  <li key={props.keyOf(item)}>{props.renderItem(item)}</li>
                ))}
              </ul>
              <QueuePager page={page} count={data.count} onPage={setPage} />
            </>
          )
        }
      </QueueState>
    </div>
  )
}
