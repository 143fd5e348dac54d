import { fillPath, type TEndpoint } from '@demeure/shared/zod-free'
import { describe, expect, it } from 'vitest'
import { endpointUrl } from './call-api.ts'

const receipt: TEndpoint<'GET', '/api/receipts/:id/pdf/'> = { method: 'GET', path: '/api/receipts/:id/pdf/' }

describe('endpoint URLs', () => {
  it('fills the params, each one URI-encoded', () => {
    expect(endpointUrl(receipt, { id: 'a/b c' })).toBe('/api/receipts/a%2Fb%20c/pdf/')
  })

  it('adds the query, leaving out empty values', () => {
    expect(endpointUrl(receipt, { id: 7 }, { page: 2, viewing: null, q: '' })).toBe(
      '/api/receipts/7/pdf/?page=2',
    )
  })

  it('refuses a path whose param is missing rather than calling a wrong URL', () => {
    expect(() => fillPath('/api/bookings/:id/', {})).toThrow('Missing param id')
  })
})
