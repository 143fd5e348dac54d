import { Search } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button.tsx'
import { chooseLocation, countActiveFilters, EMPTY_FILTERS, toggleValue } from '../lib/search-filters.ts'
import { useFilterSummary } from '../use-filter-summary.ts'
import { useSearchFilters } from '../use-search-filters.ts'
import { LocationPicker } from './location-picker.tsx'
import { MoveInPicker } from './move-in-picker.tsx'
import { OverlayBlock } from './overlay-block.tsx'
import { PricePicker } from './price-picker.tsx'
import { TypePicker } from './type-picker.tsx'

type TBlock = 'where' | 'type' | 'moveIn' | 'price'

/**
 * The content of the mobile search overlay: where, listing type, move-in and price,
 * one block open at a time. Filters apply as they change, so the results behind are already up
 * to date when the search button closes the overlay.
 */
export function MobileSearchPanel({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation()
  const { filters, update } = useSearchFilters()
  const summary = useFilterSummary(filters)
  const [openBlock, setOpenBlock] = useState<TBlock | null>('where')
  const toggle = (block: TBlock) => setOpenBlock((open) => (open === block ? null : block))

  return (
    <div className="mx-auto flex min-h-full max-w-md flex-col gap-3">
      <OverlayBlock
        title={t('searchBar.where')}
        summary={summary.location}
        isOpen={openBlock === 'where'}
        onToggle={() => toggle('where')}
      >
        <LocationPicker
          value={filters.location}
          onSelect={(location, isCity) => {
            update(chooseLocation(filters, location, isCity))
            // Choosing a location resets the open block.
            setOpenBlock(null)
          }}
        />
      </OverlayBlock>
      <OverlayBlock
        title={t('searchBar.listingType')}
        summary={summary.type}
        isOpen={openBlock === 'type'}
        onToggle={() => toggle('type')}
      >
        <TypePicker
          value={filters.types}
          onToggle={(type) => {
            update({ types: toggleValue(filters.types, type) })
            setOpenBlock(null)
          }}
        />
      </OverlayBlock>
      <OverlayBlock
        title={t('searchBar.moveIn')}
        summary={summary.moveIn}
        isOpen={openBlock === 'moveIn'}
        onToggle={() => toggle('moveIn')}
      >
        <MoveInPicker
          value={filters.checkIn}
          onChange={(checkIn) => {
            update({ checkIn })
            setOpenBlock(null)
          }}
        />
      </OverlayBlock>
      <OverlayBlock
        title={t('searchBar.price')}
        summary={summary.price}
        isOpen={openBlock === 'price'}
        onToggle={() => toggle('price')}
      >
        <PricePicker minPrice={filters.minPrice} maxPrice={filters.maxPrice} onChange={update} />
      </OverlayBlock>

      <div className="sticky bottom-0 -mx-4 mt-auto flex items-center justify-between gap-3 border-t border-line bg-surface px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] sm:-mx-6 sm:px-6">
        <button
          type="button"
          disabled={countActiveFilters(filters) === 0}
          onClick={() => update({ ...EMPTY_FILTERS, sort: filters.sort })}
          className="text-link text-sm disabled:cursor-not-allowed disabled:no-underline disabled:opacity-50"
        >
          {t('searchBar.clearAll')}
        </button>
        <Button size="lg" onClick={onDone}>
          <Search aria-hidden="true" className="size-5" />
          {t('searchBar.submit')}
        </Button>
      </div>
    </div>
  )
}
