import { describe, expect, it } from 'vitest'
import { listingText } from './listing-text.ts'

const both = {
  title: 'Bright 4½',
  title_fr: '4½ lumineux',
  description: 'A home.',
  description_fr: 'Un logement.',
}

describe('listingText', () => {
  it('gives French readers the French version and others the main text', () => {
    expect(listingText(both, 'fr')).toEqual({
      title: '4½ lumineux',
      description: 'Un logement.',
      isFrenchMissing: false,
    })
    expect(listingText(both, 'en')).toEqual({
      title: 'Bright 4½',
      description: 'A home.',
      isFrenchMissing: false,
    })
  })

  it('falls back to the main text, and says so, when there is no French version', () => {
    expect(listingText({ title: 'Bright 4½', title_fr: '', description: 'A home.' }, 'fr')).toEqual({
      title: 'Bright 4½',
      description: 'A home.',
      isFrenchMissing: true,
    })
  })
})
