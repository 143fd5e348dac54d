import { PRICE_SLIDER } from '@demeure/shared/zod-free'

export type TPriceRange = readonly [number, number]

export const FULL_PRICE_RANGE: TPriceRange = [PRICE_SLIDER.min, PRICE_SLIDER.max]

const snap = (value: number) =>
  Math.min(
    PRICE_SLIDER.max,
    Math.max(PRICE_SLIDER.min, Math.round(value / PRICE_SLIDER.step) * PRICE_SLIDER.step),
  )

/**
 * Keeps a range on the slider's steps with at least `minGap` between its ends. The end
 * that moved wins: when the minimum is pushed up, the maximum follows, and the other way round.
 */
export function clampRange(next: TPriceRange, moved: 'min' | 'max'): TPriceRange {
  let low = snap(next[0])
  let high = snap(next[1])
  if (high - low >= PRICE_SLIDER.minGap) return [low, high]
  if (moved === 'min') {
    low = Math.min(low, PRICE_SLIDER.max - PRICE_SLIDER.minGap)
    high = low + PRICE_SLIDER.minGap
  } else {
    high = Math.max(high, PRICE_SLIDER.min + PRICE_SLIDER.minGap)
    low = high - PRICE_SLIDER.minGap
  }
  return [low, high]
}

/** The slider's ends are open: the lowest means "no minimum", the highest "no maximum" (5000+). */
export function rangeToPrices(range: TPriceRange): { minPrice?: number; maxPrice?: number } {
  return {
    minPrice: range[0] > PRICE_SLIDER.min ? range[0] : undefined,
    maxPrice: range[1] < PRICE_SLIDER.max ? range[1] : undefined,
  }
}

export function pricesToRange(minPrice?: number, maxPrice?: number): TPriceRange {
  return clampRange([minPrice ?? PRICE_SLIDER.min, maxPrice ?? PRICE_SLIDER.max], 'min')
}
