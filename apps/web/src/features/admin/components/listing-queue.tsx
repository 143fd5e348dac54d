import { Inbox } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { EmptyState } from '../../../components/ui/empty-state.tsx'
import { useAdminProperties } from '../api/use-admin-properties.ts'
import { LISTING_FILTERS, type TListingFilter } from '../lib/review-status.ts'
import { ListingReviewCard } from './listing-review-card.tsx'
import { QueuePager } from './queue-pager.tsx'
import { QueueState } from './queue-state.tsx'
import { StatusFilter } from './status-filter.tsx'

function filterOf(value: string | null): TListingFilter {
  return LISTING_FILTERS.find((status) => status === value) ?? 'pending_review'
}

/** New listings wait here for review; approving publishes them. */
export function ListingQueue() {
  const { t } = useTranslation()
  const [params, setParams] = useSearchParams()
  const status = filterOf(params.get('status'))
  const [page, setPage] = useState(1)
  const queue = useAdminProperties(status, page)

  return (
    <div className="flex flex-col gap-5">
      <StatusFilter
        label={t('admin.statusFilter')}
        options={LISTING_FILTERS}
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
            <EmptyState icon={Inbox} title={t('admin.listings.empty')} text={t('admin.listings.emptyText')} />
          ) : (
            <>
              <p className="text-sm text-ink-muted">{t('admin.total', { count: data.count })}</p>
              <ul className="flex flex-col gap-5">
                {data.results.map((property) => (
                  <li key={property.property_id}>
                    <ListingReviewCard property={property} />
                  </li>
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
