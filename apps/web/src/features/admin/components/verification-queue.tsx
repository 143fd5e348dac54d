import { Inbox } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { EmptyState } from '../../../components/ui/empty-state.tsx'
import { useAdminVerifications } from '../api/use-admin-verifications.ts'
import { type TVerificationFilter, VERIFICATION_FILTERS } from '../lib/review-status.ts'
import { QueuePager } from './queue-pager.tsx'
import { QueueState } from './queue-state.tsx'
import { StatusFilter } from './status-filter.tsx'
import { VerificationReviewCard } from './verification-review-card.tsx'

function filterOf(value: string | null): TVerificationFilter {
  return VERIFICATION_FILTERS.find((status) => status === value) ?? 'pending'
}

/** Co-host applications, by status; the pending ones first thing in the morning. */
export function VerificationQueue() {
  const { t } = useTranslation()
  const [params, setParams] = useSearchParams()
  const status = filterOf(params.get('status'))
  const [page, setPage] = useState(1)
  const queue = useAdminVerifications(status, page)

  return (
    <div className="flex flex-col gap-5">
      <StatusFilter
        label={t('admin.statusFilter')}
        options={VERIFICATION_FILTERS}
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
            <EmptyState
              icon={Inbox}
              title={t('admin.verifications.empty')}
              text={t('admin.verifications.emptyText')}
            />
          ) : (
            <>
              <p className="text-sm text-ink-muted">{t('admin.total', { count: data.count })}</p>
              <ul className="flex flex-col gap-5">
                {data.results.map((verification) => (
                  <li key={verification.id}>
                    <VerificationReviewCard verification={verification} />
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
