import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button.tsx'
import { FormAlert } from '../../../components/ui/form-alert.tsx'

type TQueueStateProps<T> = { query: UseQueryResult<T>; children: (data: T) => ReactNode }

/** A queue's loading skeleton and its error with a retry, around what it shows once loaded. */
export function QueueState<T>({ query, children }: TQueueStateProps<T>) {
  const { t } = useTranslation()
  if (query.isPending) {
    return (
      <div aria-hidden="true" className="flex animate-pulse flex-col gap-5">
        <div className="h-72 rounded-card bg-line" />
        <div className="h-72 rounded-card bg-line" />
      </div>
    )
  }
  if (query.isError) {
    return (
      <div className="card flex flex-col items-start gap-4 p-6">
        <FormAlert message={t('admin.loadFailed')} />
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    )
  }
  return <>{children(query.data)}</>
}
