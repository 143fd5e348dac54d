import { describe, expect, it } from 'vitest'
import type { TMapListing } from './group-by-coordinates.ts'
import { resultsFocus } from './map-focus.ts'

const at = (id: number, latitude: string, longitude: string) =>
  ({ property_id: id, latitude, longitude }) as TMapListing

describe('resultsFocus', () => {
  it('looks at a city the gazetteer knows, accents and case aside', () => {
    expect(resultsFocus('montreal', [])).toMatchObject({ center: [45.5019, -73.5674], zoom: 11 })
  })

  it('looks closer at a Montreal neighbourhood', () => {
    expect(resultsFocus('Mile End', [])).toMatchObject({ zoom: 14 })
  })

  it('fits the first results whatever the location', () => {
    const focus = resultsFocus('Rue Saint-Denis', [at(1, '45.5', '-73.6'), at(2, '43.6', '-79.4')])
    expect(focus).toEqual({
      key: 'results:1,2',
      bounds: [
        [43.6, -79.4],
        [45.5, -73.6],
      ],
    })
  })

  it('looks at the results, not at a city of the same name as their street', () => {
    const westmount = [at(3, '45.4849', '-73.5978'), at(4, '45.4860', '-73.5990')]
    expect(resultsFocus('Sherbrooke', westmount)).toEqual({
      key: 'results:3,4',
      bounds: [
        [45.4849, -73.599],
        [45.486, -73.5978],
      ],
    })
  })

  it('keeps the current view when there is nothing to look at', () => {
    expect(resultsFocus('', [])).toBeNull()
  })
})
