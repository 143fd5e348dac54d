import { PRICE_FILTER_DEBOUNCE_MS } from '@demeure/shared/zod-free'
import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithApp } from '../../../test/render-with-app.tsx'
import { PricePicker } from './price-picker.tsx'

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('PricePicker', () => {
  it('makes one history step of one price choice: later commits while open replace it', async () => {
    const commits: { minPrice?: number; replace: boolean }[] = []
    await renderWithApp(
      <PricePicker
        onChange={(prices, { replace }) => commits.push({ minPrice: prices.minPrice, replace })}
      />,
    )
    const minimum = screen.getByRole('slider', { name: 'Minimum price per month' })
    // Moves slower than the debounce (a slow drag, slow key presses): each one is committed.
    for (const value of [300, 400, 500]) {
      fireEvent.change(minimum, { target: { value: String(value) } })
      await pause(PRICE_FILTER_DEBOUNCE_MS + 100)
    }
    expect(commits).toEqual([
      { minPrice: 300, replace: false },
      { minPrice: 400, replace: true },
      { minPrice: 500, replace: true },
    ])
  })
})
