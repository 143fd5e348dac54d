import type { TFavourite } from '@demeure/shared'
import { usePagedList } from '../../../lib/use-paged-list.ts'
import { FAVOURITE_KEYS } from './favourite-keys.ts'

/** GET /api/favourites/: the account's saved homes, newest first, a page at a time. */
export function useSavedHomes() {
  return usePagedList<TFavourite>(FAVOURITE_KEYS.list, '/api/favourites/', {})
}
