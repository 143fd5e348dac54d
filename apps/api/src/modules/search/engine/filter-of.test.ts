import { canonicalPlaceName, PLACES, ZSearchQuery } from '@demeure/shared'
import { describe, expect, it } from 'vitest'
import { createRandom } from '../../../seed/random.ts'
import { foldLikePostgres } from './fold.ts'
import { filterOf } from './search-engine.ts'

describe('filterOf', () => {
  it('folds a typed place the same whether it remembers it or not, past its memory too', () => {
    const random = createRandom(11)
    const words = [
      ...PLACES.map((place) => place.name),
      'mtl',
      'Montreal',
      'QUÉBEC',
      'rue Saint-Denis',
      'Œuf',
    ]
    // More distinct texts than are remembered, each asked more than once, in random order.
    const texts = Array.from({ length: 3000 }, (_, index) => `${random.pick(words)} ${index % 1500}`)
    for (const text of [...texts, ...words, ...words]) {
      const expected = foldLikePostgres(canonicalPlaceName(text))
      const filter = filterOf(ZSearchQuery.parse({ location: text, city: text }))
      expect([filter.text, filter.city]).toEqual([expected, expected])
    }
    // An alias is read as the place it names, folded.
    expect(filterOf(ZSearchQuery.parse({ location: 'mtl' })).text).toBe(foldLikePostgres('Montréal'))
  })
})
