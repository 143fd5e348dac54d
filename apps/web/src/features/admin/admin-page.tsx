import * as Tabs from '@radix-ui/react-tabs'
import { Banknote, Flag, Hourglass, House, ShieldAlert, UserCheck } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { Button } from '../../components/ui/button.tsx'
import { buttonClass } from '../../components/ui/button-styles.ts'
import { EmptyState } from '../../components/ui/empty-state.tsx'
import { FormAlert } from '../../components/ui/form-alert.tsx'
import { PageSpinner } from '../../components/ui/spinner.tsx'
import { ROUTES } from '../../lib/routes.ts'
import { useDocumentTitle } from '../../lib/use-document-title.ts'
import { useProfile } from '../account/index.ts'
import { ListingQueue } from './components/listing-queue.tsx'
import { MoneyQueue } from './components/money-queue.tsx'
import { ReportQueue } from './components/report-queue.tsx'
import { VerificationQueue } from './components/verification-queue.tsx'
import { WatchedAccountsQueue } from './components/watched-accounts-queue.tsx'

const QUEUES = ['verifications', 'listings', 'money', 'reports', 'new-accounts'] as const
type TQueue = (typeof QUEUES)[number]

const tabClass =
  '-mb-px flex h-11 shrink-0 items-center gap-2 border-b-2 px-1 text-sm font-semibold whitespace-nowrap transition-colors ' +
  'data-[state=active]:border-brand data-[state=active]:text-brand ' +
  'data-[state=inactive]:border-transparent data-[state=inactive]:text-ink-muted data-[state=inactive]:hover:text-ink'

/**
 * /admin: the staff's review queues (co-host applications, new listings) and money that did not
 * move (overdue rent, failed payouts), users' reports, and new accounts that did much in their first day. Only user_type admin;
 * others are told so. The server checks every call again.
 */
export function AdminPage() {
  const { t } = useTranslation()
  useDocumentTitle(t('admin.title'))
  const profile = useProfile()
  const [params, setParams] = useSearchParams()
  const queue: TQueue = QUEUES.find((name) => name === params.get('queue')) ?? 'verifications'

  // On a phone the tabs scroll sideways: the chosen one (from a link, e.g. ?queue=money) is brought into view.
  const showIfActive = (name: TQueue) => (tab: HTMLButtonElement | null) => {
    if (tab && name === queue) tab.scrollIntoView({ block: 'nearest', inline: 'nearest' })
  }

  if (profile.isPending) return <PageSpinner />
  if (profile.isError) {
    return (
      <div className="page-container flex flex-col items-start gap-4 py-12">
        <FormAlert message={t('admin.loadFailed')} />
        <Button variant="secondary" onClick={() => void profile.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    )
  }
  if (profile.data.user_type !== 'admin') {
    return (
      <div className="page-container py-12 sm:py-16">
        <EmptyState
          icon={ShieldAlert}
          title={t('admin.staffOnly')}
          text={t('admin.staffOnlyText')}
          action={
            <Link to={ROUTES.home} className={buttonClass('primary')}>
              {t('common.backHome')}
            </Link>
          }
        />
      </div>
    )
  }

  return (
    <div className="page-container flex flex-col gap-6 py-8 sm:py-12">
      <header>
        <h1 className="text-3xl font-bold tracking-tight text-ink">{t('admin.title')}</h1>
        <p className="mt-2 text-ink-muted">{t('admin.text')}</p>
      </header>
      <Tabs.Root
        value={queue}
        // A new queue starts from its own default status.
        onValueChange={(value) => setParams({ queue: value })}
        className="flex flex-col gap-6"
      >
        <Tabs.List aria-label={t('admin.queues')} className="flex gap-6 overflow-x-auto border-b border-line">
          <Tabs.Trigger value="verifications" className={tabClass} ref={showIfActive('verifications')}>
            <UserCheck aria-hidden="true" className="size-4" />
            {t('admin.verifications.tab')}
          </Tabs.Trigger>
          <Tabs.Trigger value="listings" className={tabClass} ref={showIfActive('listings')}>
            <House aria-hidden="true" className="size-4" />
            {t('admin.listings.tab')}
          </Tabs.Trigger>
          <Tabs.Trigger value="money" className={tabClass} ref={showIfActive('money')}>
            <Banknote aria-hidden="true" className="size-4" />
            {t('admin.money.tab')}
          </Tabs.Trigger>
          <Tabs.Trigger value="reports" className={tabClass} ref={showIfActive('reports')}>
            <Flag aria-hidden="true" className="size-4" />
            {t('admin.reports.tab')}
          </Tabs.Trigger>
          <Tabs.Trigger value="new-accounts" className={tabClass} ref={showIfActive('new-accounts')}>
            <Hourglass aria-hidden="true" className="size-4" />
            {t('admin.watched.tab')}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="verifications" className="outline-none">
          <VerificationQueue />
        </Tabs.Content>
        <Tabs.Content value="listings" className="outline-none">
          <ListingQueue />
        </Tabs.Content>
        <Tabs.Content value="money" className="outline-none">
          <MoneyQueue />
        </Tabs.Content>
        <Tabs.Content value="reports" className="outline-none">
          <ReportQueue />
        </Tabs.Content>
        <Tabs.Content value="new-accounts" className="outline-none">
          <WatchedAccountsQueue />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  )
}
