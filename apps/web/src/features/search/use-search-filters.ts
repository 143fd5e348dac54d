import { useCallback, useMemo } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { ROUTES } from '../../lib/routes.ts'
import { filtersToParams, parseFilters, type TSearchFilters } from './lib/search-filters.ts'

/**
 * The search filters, kept in the home page's URL query so a search can be shared and the back
 * button walks through it. Every change lands on the home page's results, wherever it is made
 * (the mobile overlay works on every page).
 */
export function useSearchFilters() {
  const location = useLocation()
  const navigate = useNavigate()
  const isHome = location.pathname === ROUTES.home
  // Away from home the filters start empty: another page's query is not a search.
  const filters = useMemo(
    () => parseFilters(new URLSearchParams(isHome ? location.search : '')),
    [isHome, location.search],
  )

  const update = useCallback(
    (change: Partial<TSearchFilters>, options: { replace?: boolean } = {}) => {
      const search = filtersToParams({ ...filters, ...change }).toString()
      void navigate(
        { pathname: ROUTES.home, search: search ? `?${search}` : '' },
        // Keep the scroll position while refining; the results are right there.
        { preventScrollReset: true, replace: options.replace },
      )
    },
    [filters, navigate],
  )

  return { filters, update }
}
