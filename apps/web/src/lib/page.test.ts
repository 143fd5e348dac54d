import { describe, expect, it } from 'vitest'
import { toRelativeApiPath } from './page.ts'

describe('toRelativeApiPath', () => {
  it('keeps a relative link as it is', () => {
    expect(toRelativeApiPath('/api/properties/map-data/?bbox=1%2C2%2C3%2C4&page=2')).toBe(
      '/api/properties/map-data/?bbox=1%2C2%2C3%2C4&page=2',
    )
  })

  it('rewrites an absolute link to a path on our origin', () => {
    expect(toRelativeApiPath('http://10.0.0.5:8000/api/properties/map-data/?page=3')).toBe(
      '/api/properties/map-data/?page=3',
    )
  })

  it('refuses a link outside the API', () => {
    expect(toRelativeApiPath('https://elsewhere.example/steal?page=2')).toBeNull()
  })
})
