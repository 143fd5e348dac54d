import { favouriteEndpoints } from '@demeure/shared/zod-free'
import { usePagedList } from '../../../lib/use-paged-list.ts'

/**
 * GET /api/favourites/: the account's saved homes, newest first, a page at a time. Read once the
 * hearts are (`isReady`): their first read merges this browser's visitor hearts into the account.
 */
export function useSavedHomes(isReady: boolean) {
  return usePagedList(favouriteEndpoints.list, { query: {}, enabled: isReady })
}
