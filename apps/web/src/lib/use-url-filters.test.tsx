import { act, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { MemoryRouter, useLocation } from 'react-router'
import { describe, expect, it } from 'vitest'
import { useUrlFilters } from './use-url-filters.ts'

const without = (name: string) => (params: URLSearchParams) => {
  const next = new URLSearchParams(params)
  next.delete(name)
  return next
}
const withValue = (name: string, value: string) => (params: URLSearchParams) => {
  const next = new URLSearchParams(params)
  next.set(name, value)
  return next
}

function renderAt(url: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
  )
  return renderHook(() => ({ filters: useUrlFilters(), location: useLocation() }), { wrapper })
}

describe('useUrlFilters', () => {
  it('keeps both of two changes made before the page renders the first', () => {
    const { result } = renderAt('/cohost-panel/bookings?property=3')
    act(() => {
      const [, update] = result.current.filters
      update(without('property'))
      update(withValue('status', 'requested'))
    })
    expect(result.current.location.search).toBe('?status=requested')
    expect(result.current.filters[0].get('property')).toBeNull()
  })

  it('starts from the URL the page opened on', () => {
    const { result } = renderAt('/cohost-panel/bookings?status=declined')
    act(() => result.current.filters[1](withValue('property', '7')))
    expect(result.current.location.search).toBe('?status=declined&property=7')
  })
})
