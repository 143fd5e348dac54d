import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithApp } from '../../test/render-with-app.tsx'
import { ResultsHeader } from './results-header.tsx'

const heading = () => screen.getByRole('heading', { level: 2 })

describe('the count over the results', () => {
  it('says "1 home" and "2 homes" in English', async () => {
    const view = await renderWithApp(<ResultsHeader count={1} />)
    expect(heading().textContent).toBe('1 home')
    view.unmount()
    await renderWithApp(<ResultsHeader count={2} />)
    expect(heading().textContent).toBe('2 homes')
  })

  it('is singular for 0 and 1 in French, grouped past a thousand', async () => {
    for (const [count, text] of [
      [0, '0 logement'],
      [1, '1 logement'],
      [2, '2 logements'],
      [1500, '1\u202f500 logements'],
    ] as const) {
      const view = await renderWithApp(<ResultsHeader count={count} />, { language: 'fr' })
      expect(heading().textContent).toBe(text)
      view.unmount()
    }
  })
})
