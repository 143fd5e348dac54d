import { AMENITIES, amenityLabelsFr } from '@demeure/shared'
import { describe, expect, it } from 'vitest'
import { repliesFr } from './replies.fr.ts'
import type { TReplies } from './replies.ts'

/** The assistant's French reply to a search that found nothing, for these amenities. */
function nothingFoundWith(amenities: string[]): string {
  const input = {
    found: { cards: [], relaxed: [], total: 0, filters: {} },
    asked: { amenities },
    notes: [],
  } as unknown as Parameters<TReplies['results']>[0]
  return repliesFr.results(input)
}

describe('the assistant’s French amenity names', () => {
  it('are the web app’s labels (shared), written inside a sentence', () => {
    const reply = nothingFoundWith(['Closet', 'Door Lock', 'Wi-Fi'])
    expect(reply).toContain('avec garde-robe, serrure et Wi-Fi')
    for (const amenity of AMENITIES) {
      const label = amenityLabelsFr[amenity]
      expect(nothingFoundWith([amenity]).toLowerCase(), amenity).toContain(`avec ${label.toLowerCase()}`)
    }
  })
})
