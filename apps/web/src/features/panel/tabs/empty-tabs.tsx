import { Bell, CalendarDays, MessageSquare, Receipt } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { EmptyState } from '../../../components/ui/empty-state.tsx'
import { ROUTES } from '../../../lib/routes.ts'
import { PanelPage } from '../components/panel-page.tsx'

/*
 * Sections whose data arrives with later features (bookings, payments, notifications, messages).
 * No such record can exist yet, so each shows its real empty state and next step.
 */

function BrowseLink() {
  const { t } = useTranslation()
  return (
    <Link to={ROUTES.home} className={buttonClass('primary')}>
      {t('panel.reservations.browse')}
    </Link>
  )
}

export function ReservationsTab() {
  const { t } = useTranslation()
  return (
    <PanelPage title={t('panel.nav.reservations')}>
      <EmptyState
        icon={CalendarDays}
        title={t('empty.reservations')}
        text={t('panel.reservations.emptyText')}
        action={<BrowseLink />}
      />
    </PanelPage>
  )
}

export function TransactionsTab() {
  const { t } = useTranslation()
  return (
    <PanelPage title={t('panel.nav.transactions')}>
      <EmptyState
        icon={Receipt}
        title={t('panel.transactions.empty')}
        text={t('panel.transactions.emptyText')}
        action={<BrowseLink />}
      />
    </PanelPage>
  )
}

export function NotificationsTab() {
  const { t } = useTranslation()
  return (
    <PanelPage title={t('panel.nav.notifications')}>
      <EmptyState
        icon={Bell}
        title={t('panel.notifications.empty')}
        text={t('panel.notifications.emptyText')}
      />
    </PanelPage>
  )
}

export function MessagesTab() {
  const { t } = useTranslation()
  return (
    <PanelPage title={t('panel.nav.messages')}>
      <EmptyState
        icon={MessageSquare}
        title={t('panel.messages.empty')}
        text={t('panel.messages.emptyText')}
        action={<BrowseLink />}
      />
    </PanelPage>
  )
}
