import { FAVOURITES_MERGE_MAX } from '@demeure/shared/zod-free'
import { useSyncExternalStore } from 'react'
import { VISITOR_FAVOURITES_KEY } from '../../../lib/storage-keys.ts'

/**
 * A visitor's saved homes, kept in this browser (localStorage) until they sign in: then they are
 * merged into the account and forgotten here (use-favourite-ids.ts). Oldest first, at most the
 * number a merge accepts.
 */
const listeners = new Set<() => void>()
const NONE: readonly number[] = []
let snapshot: readonly number[] | null = null

function readStored(): readonly number[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(VISITOR_FAVOURITES_KEY) ?? '[]')
    if (!Array.isArray(parsed)) return NONE
    return parsed.filter((id): id is number => Number.isSafeInteger(id) && id > 0)
  } catch {
    return NONE
  }
}

function write(ids: readonly number[]) {
  try {
    if (ids.length === 0) window.localStorage.removeItem(VISITOR_FAVOURITES_KEY)
    else window.localStorage.setItem(VISITOR_FAVOURITES_KEY, JSON.stringify(ids))
  } catch {
    // Storage can be unavailable (private mode, quota): the hearts then last for this page only.
  }
  snapshot = ids
  for (const listener of listeners) listener()
}

export function visitorFavourites(): readonly number[] {
  snapshot ??= readStored()
  return snapshot
}

/** Hearts or un-hearts a home in this browser; the newest goes last, the oldest drop past the bound. */
export function toggleVisitorFavourite(id: number) {
  const ids = visitorFavourites()
  write(ids.includes(id) ? ids.filter((saved) => saved !== id) : [...ids, id].slice(-FAVOURITES_MERGE_MAX))
}

export function clearVisitorFavourites() {
  write(NONE)
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  // Another tab hearting a home changes the same storage.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === VISITOR_FAVOURITES_KEY) {
      snapshot = null
      listener()
    }
  }
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

/** The visitor's saved homes, re-rendering when they change (none while rendered on the server). */
export function useVisitorFavourites(): readonly number[] {
  return useSyncExternalStore(subscribe, visitorFavourites, () => NONE)
}
