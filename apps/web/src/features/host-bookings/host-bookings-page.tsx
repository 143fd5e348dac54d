import * as Tabs from '@radix-ui/react-tabs'
import { useTranslation } from 'react-i18next'
import { PanelPage } from '../../components/ui/panel-page.tsx'
import { useDocumentTitle } from '../../lib/use-document-title.ts'
import { useUrlFilters } from '../../lib/use-url-filters.ts'
import { BookingFilters } from './components/booking-filters.tsx'
import { HostBookingList } from './components/host-booking-list.tsx'
import { HostVisitList } from './components/host-visit-list.tsx'
import { readFilters, withFilter } from './lib/filters.ts'

const tabClass =
  'h-11 shrink-0 rounded-full px-5 text-sm font-semibold text-ink-muted transition-colors hover:text-ink ' +
  'data-[state=active]:bg-brand data-[state=active]:text-white'

/** /cohost-panel/bookings: booking requests and stays, and visitors, of the host's listings. */
export function HostBookingsPage() {
  const { t } = useTranslation()
  useDocumentTitle(t('panel.nav.bookings'))
  const [params, update] = useUrlFilters()
  const { tab, property: listing, status } = readFilters(params)
  const change = (name: 'tab' | 'property' | 'status') => (value: string | null) =>
    update((current) => withFilter(current, name, value))

  return (
    <PanelPage title={t('panel.nav.bookings')} intro={t('hostBookings.intro')}>
      <Tabs.Root value={tab} onValueChange={change('tab')} className="flex flex-col gap-6">
        <Tabs.List
          aria-label={t('hostBookings.tabsLabel')}
          className="flex gap-2 self-start rounded-full border border-line bg-surface p-1"
        >
          <Tabs.Trigger value="bookings" className={tabClass}>
            {t('hostBookings.tabs.bookings')}
          </Tabs.Trigger>
          <Tabs.Trigger value="visits" className={tabClass}>
            {t('hostBookings.tabs.visits')}
          </Tabs.Trigger>
        </Tabs.List>
        <BookingFilters
          listing={listing}
          status={status}
          onListingChange={change('property')}
          onStatusChange={tab === 'bookings' ? change('status') : null}
        />
        <Tabs.Content value="bookings" className="focus-visible:outline-2 focus-visible:outline-brand">
          <HostBookingList filters={{ listing, status }} />
        </Tabs.Content>
        <Tabs.Content value="visits" className="focus-visible:outline-2 focus-visible:outline-brand">
          <HostVisitList listing={listing} />
        </Tabs.Content>
      </Tabs.Root>
    </PanelPage>
  )
}
