import { AMENITIES } from '@demeure/shared/zod-free'
import { Minus, Plus, SlidersHorizontal } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button.tsx'
import { Dialog } from '../../../components/ui/dialog.tsx'
import { useCatalogueLabels } from '../../../lib/catalogue-labels.ts'
import { cx } from '../../../lib/cx.ts'
import { toggleValue } from '../lib/search-filters.ts'
import { useSearchFilters } from '../use-search-filters.ts'

const MAX_GUESTS = 16

/** Amenities (all of them required) and the number of guests, in a dialog; applied as they change. */
export function MoreFilters() {
  const { t } = useTranslation()
  const labels = useCatalogueLabels()
  const { filters, update } = useSearchFilters()
  const [isOpen, setIsOpen] = useState(false)
  const active = filters.amenities.length + (filters.guests > 1 ? 1 : 0)
  return (
    <>
      <Button variant="secondary" onClick={() => setIsOpen(true)} aria-haspopup="dialog">
        <SlidersHorizontal aria-hidden="true" className="size-4" />
        {t('searchBar.moreFilters')}
        {active > 0 && (
          <span className="rounded-full bg-brand px-2 text-xs leading-5 text-white tabular-nums">
            {active}
          </span>
        )}
      </Button>
      <Dialog
        open={isOpen}
        onOpenChange={setIsOpen}
        title={t('searchBar.moreFilters')}
        description={t('searchBar.moreFiltersIntro')}
      >
        <div className="flex flex-col gap-6">
          <fieldset>
            <legend className="font-semibold text-ink">{t('searchBar.guests')}</legend>
            <div className="mt-2 flex items-center gap-4">
              <button
                type="button"
                aria-label={t('searchBar.fewerGuests')}
                disabled={filters.guests <= 1}
                onClick={() => update({ guests: filters.guests - 1 })}
                className="flex size-11 items-center justify-center rounded-full border border-line-strong disabled:opacity-40"
              >
                <Minus aria-hidden="true" className="size-4" />
              </button>
              <output aria-live="polite" className="min-w-8 text-center text-xl font-semibold tabular-nums">
                {filters.guests}
              </output>
              <button
                type="button"
                aria-label={t('searchBar.moreGuests')}
                disabled={filters.guests >= MAX_GUESTS}
                onClick={() => update({ guests: filters.guests + 1 })}
                className="flex size-11 items-center justify-center rounded-full border border-line-strong disabled:opacity-40"
              >
                <Plus aria-hidden="true" className="size-4" />
              </button>
            </div>
          </fieldset>
          <fieldset>
            <legend className="font-semibold text-ink">{t('searchBar.amenities')}</legend>
            <p className="text-sm text-ink-muted">{t('searchBar.amenitiesHint')}</p>
            <div className="mt-3 grid gap-1 sm:grid-cols-2">
              {AMENITIES.map((amenity) => {
                const isOn = filters.amenities.includes(amenity)
                return (
                  <label
                    key={amenity}
                    className={cx(
                      'flex min-h-11 cursor-pointer items-center gap-3 rounded-control px-2 text-sm hover:bg-canvas',
                      isOn ? 'font-semibold text-brand-strong' : 'text-ink',
                    )}
                  >
                    <input
                      type="checkbox"
                      checked={isOn}
                      onChange={() => update({ amenities: toggleValue(filters.amenities, amenity) })}
                      className="size-5 shrink-0 accent-brand"
                    />
                    {labels.amenity(amenity)}
                  </label>
                )
              })}
            </div>
          </fieldset>
          <div className="flex items-center justify-between gap-3 border-t border-line pt-4">
            <button
              type="button"
              disabled={active === 0}
              onClick={() => update({ amenities: [], guests: 1 })}
              className="text-link text-sm disabled:cursor-not-allowed disabled:no-underline disabled:opacity-50"
            >
              {t('searchBar.clearMore')}
            </button>
            <Button onClick={() => setIsOpen(false)}>{t('searchBar.showResults')}</Button>
          </div>
        </div>
      </Dialog>
    </>
  )
}
