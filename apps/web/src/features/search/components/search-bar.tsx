import { Search } from 'lucide-react'
import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Popover } from '../../../components/ui/popover.tsx'
import { cx } from '../../../lib/cx.ts'
import { chooseLocation, toggleValue } from '../lib/search-filters.ts'
import { useFilterSummary } from '../use-filter-summary.ts'
import { useScrolledPastHeader } from '../use-scrolled-past-header.ts'
import { useSearchFilters } from '../use-search-filters.ts'
import { LocationPicker } from './location-picker.tsx'
import { MoveInPicker } from './move-in-picker.tsx'
import { PricePicker } from './price-picker.tsx'
import { TypePicker } from './type-picker.tsx'

type TPart = 'location' | 'price' | 'type' | 'moveIn'

function PartLabel({ title, value, isSet }: { title: string; value: string; isSet: boolean }) {
  return (
    <span className="flex min-w-0 flex-col text-left">
      <span className="text-xs font-semibold text-ink">{title}</span>
      <span className={cx('truncate text-sm', isSet ? 'font-medium text-ink' : 'text-ink-muted')}>
        {value}
      </span>
    </span>
  )
}

const partClass =
  'flex h-14 w-full min-w-0 items-center rounded-full px-5 hover:bg-canvas aria-expanded:bg-canvas aria-expanded:shadow-card'

/**
 * The desktop search bar: location, price range, listing types and move-in date, each
 * a dropdown that opens on click and closes on an outside click or once its value changes. The
 * filters apply as they change; the submit button only keeps the form from reloading the page.
 * Past half the header's height it sticks under the header at half width, centred.
 */
export function SearchBar() {
  const { t } = useTranslation()
  const { filters, update } = useSearchFilters()
  const summary = useFilterSummary(filters)
  const isCompact = useScrolledPastHeader()
  const [openPart, setOpenPart] = useState<TPart | null>(null)

  const part = (
    name: TPart,
    title: string,
    value: string,
    isSet: boolean,
    panel: ReactNode,
    options: { align?: 'end'; panelClassName?: string } = {},
  ) => (
    <Popover
      isOpen={openPart === name}
      onOpenChange={(isOpen) => setOpenPart(isOpen ? name : null)}
      trigger={<PartLabel title={title} value={value} isSet={isSet} />}
      triggerClassName={partClass}
      panelLabel={title}
      align={options.align}
      panelClassName={options.panelClassName}
    >
      {panel}
    </Popover>
  )

  return (
    <search aria-label={t('searchBar.label')}>
      <form
        onSubmit={(event) => event.preventDefault()}
        className={cx(
          'mx-auto grid grid-cols-[1.2fr_1.1fr_1fr_1fr_auto] items-center rounded-full border border-line bg-surface p-1.5 shadow-card transition-[width] duration-300',
          isCompact ? 'w-1/2 min-w-[36rem]' : 'w-full',
        )}
      >
        {part(
          'location',
          t('searchBar.where'),
          summary.location,
          Boolean(filters.location),
          <div className="w-80">
            <LocationPicker
              value={filters.location}
              isAutoFocused
              onSelect={(location, isCity) => {
                update(chooseLocation(filters, location, isCity))
                setOpenPart(null)
              }}
            />
          </div>,
        )}
        {part(
          'price',
          t('searchBar.price'),
          summary.price,
          filters.minPrice !== undefined || filters.maxPrice !== undefined,
          <PricePicker minPrice={filters.minPrice} maxPrice={filters.maxPrice} onChange={update} />,
        )}
        {part(
          'type',
          t('searchBar.listingType'),
          summary.type,
          filters.types.length > 0,
          <TypePicker
            value={filters.types}
            onToggle={(type) => {
              update({ types: toggleValue(filters.types, type) })
              setOpenPart(null)
            }}
          />,
        )}
        {part(
          'moveIn',
          t('searchBar.moveIn'),
          summary.moveIn,
          Boolean(filters.checkIn),
          <MoveInPicker
            value={filters.checkIn}
            onChange={(checkIn) => {
              update({ checkIn })
              setOpenPart(null)
            }}
          />,
          // As wide as its two months side by side: in the part's width they stacked, next month
          // below the screen's edge, and scrolling to it shrank the bar and moved the calendar.
          { align: 'end', panelClassName: 'w-max' },
        )}
        <button
          type="submit"
          className="ml-1 flex h-12 items-center gap-2 rounded-full bg-brand px-5 font-semibold text-white hover:bg-brand-strong"
        >
          <Search aria-hidden="true" className="size-5" />
          <span className={cx(isCompact && 'sr-only')}>{t('searchBar.submit')}</span>
        </button>
      </form>
    </search>
  )
}
