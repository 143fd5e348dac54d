import { ChevronLeft, ChevronRight } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button.tsx'
import { QUEUE_PAGE_SIZE } from '../lib/review-status.ts'

type TQueuePagerProps = { page: number; count: number; onPage: (page: number) => void }

export function QueuePager({ page, count, onPage }: TQueuePagerProps) {
  const { t } = useTranslation()
  const pages = Math.max(1, Math.ceil(count / QUEUE_PAGE_SIZE))
  if (pages <= 1) return null
  return (
    <nav aria-label={t('admin.pages')} className="flex items-center justify-between gap-3">
      <Button variant="secondary" onClick={() => onPage(page - 1)} disabled={page <= 1}>
        <ChevronLeft aria-hidden="true" className="size-4" />
        {t('admin.previous')}
      </Button>
      <span className="text-sm text-ink-muted tabular-nums">{t('admin.pageOf', { page, pages })}</span>
      <Button variant="secondary" onClick={() => onPage(page + 1)} disabled={page >= pages}>
        {t('admin.next')}
        <ChevronRight aria-hidden="true" className="size-4" />
      </Button>
    </nav>
  )
}
