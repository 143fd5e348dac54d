import { PRICE_FILTER_DEBOUNCE_MS, PRICE_SLIDER } from '@demeure/shared/zod-free'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { RangeSlider } from '../../../components/ui/range-slider.tsx'
import { formatUsd } from '../../../lib/format-money.ts'
import { toLanguage } from '../../../lib/language.ts'
import { clampRange, pricesToRange, rangeToPrices, type TPriceRange } from '../lib/price-range.ts'
import { useDebouncedCallback } from '../use-debounced-callback.ts'

type TPricePickerProps = {
  minPrice?: number
  maxPrice?: number
  onChange: (prices: { minPrice?: number; maxPrice?: number }, options: { replace: boolean }) => void
}

/** The price range slider: the thumbs move at once, the search follows 300 ms later. */
export function PricePicker({ minPrice, maxPrice, onChange }: TPricePickerProps) {
  const { t } = useTranslation()
  const [range, setRange] = useState<TPriceRange>(() => pricesToRange(minPrice, maxPrice))
  // One price choice is one step back: while the picker is open, a slow drag (or key presses
  // slower than the debounce) replaces its own history entry instead of adding one per stop.
  const hasCommitted = useRef(false)
  const commit = useDebouncedCallback((prices: { minPrice?: number; maxPrice?: number }) => {
    onChange(prices, { replace: hasCommitted.current })
    hasCommitted.current = true
  }, PRICE_FILTER_DEBOUNCE_MS)
  const label = usePriceRangeLabel()

  // Follow the URL when it changes elsewhere (back button, "clear all").
  useEffect(() => {
    setRange(pricesToRange(minPrice, maxPrice))
  }, [minPrice, maxPrice])

  return (
    <div className="flex flex-col gap-4 sm:min-w-72">
      <p className="text-center text-xl font-semibold text-ink tabular-nums">{label(range)}</p>
      <RangeSlider
        min={PRICE_SLIDER.min}
        max={PRICE_SLIDER.max}
        step={PRICE_SLIDER.step}
        value={range}
        minLabel={t('searchBar.minPrice')}
        maxLabel={t('searchBar.maxPrice')}
        onChange={(next, moved) => {
          const clamped = clampRange(next, moved)
          setRange(clamped)
          commit(rangeToPrices(clamped))
        }}
      />
      <p className="flex justify-between text-sm text-ink-muted tabular-nums">
        <span>{label([PRICE_SLIDER.min, PRICE_SLIDER.min])}</span>
        <span>{label([PRICE_SLIDER.max, PRICE_SLIDER.max])}</span>
      </p>
    </div>
  )
}

/**
 * "$800 – $2,000", with the slider's open ends read as such: "$800 – $5,000+"; a single end
 * (for the scale under the slider) reads as one amount.
 */
export function usePriceRangeLabel() {
  const { i18n } = useTranslation()
  const language = toLanguage(i18n.resolvedLanguage)
  const money = (value: number) => {
    const amount = formatUsd(String(value), language)
    return value >= PRICE_SLIDER.max ? `${amount}+` : amount
  }
  return ([low, high]: TPriceRange) => (low === high ? money(low) : `${money(low)} – ${money(high)}`)
}
