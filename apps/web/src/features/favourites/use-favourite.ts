import { useSyncExternalStore } from 'react'
import { readSession, subscribeSession } from '../../lib/session-store.ts'
import { useFavouriteIds } from './api/use-favourite-ids.ts'
import { useToggleFavourite } from './api/use-toggle-favourite.ts'
import { toggleVisitorFavourite, useVisitorFavourites } from './lib/visitor-favourites.ts'
import type { TWantedDates } from './lib/wanted-dates.ts'

const signedOut = () => false
const isSignedInNow = () => readSession().isAuthenticated

/**
 * Whether a home is saved, and how to save or forget it: in the account when signed in, in this
 * browser otherwise; a save keeps the dates wanted, if given. Drawn signed out on the server (first
 * screens), as a visitor sees it.
 */
export function useFavourite(listingId: number) {
  const isSignedIn = useSyncExternalStore(subscribeSession, isSignedInNow, signedOut)
  const visitor = useVisitorFavourites()
  const ids = useFavouriteIds(isSignedIn)
  const toggle = useToggleFavourite()
  const isSaved = isSignedIn
    ? (ids.data?.includes(listingId) ?? false)
    : visitor.some((item) => item.property === listingId)
  return {
    isSaved,
    toggle: (dates?: TWantedDates) => {
      if (isSignedIn) toggle.mutate({ listingId, save: !isSaved, dates })
      else toggleVisitorFavourite(listingId, dates)
    },
  }
}
