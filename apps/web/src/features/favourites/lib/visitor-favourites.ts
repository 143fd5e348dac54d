import { FAVOURITES_MERGE_MAX } from '@demeure/shared/zod-free'
import { useSyncExternalStore } from 'react'
import { VISITOR_FAVOURITES_KEY } from '../../../lib/storage-keys.ts'
import type { TWantedDates } from './wanted-dates.ts'

/**
 * A visitor's saved homes, kept in this browser (localStorage) until they sign in: then they are
 * merged into the account, with the dates wanted for each, and forgotten here
 * (use-favourite-ids.ts). Oldest first, at most the number a merge accepts.
 */
export type TVisitorFavourite = { property: number } & Partial<TWantedDates>

const listeners = new Set<() => void>()
const NONE: readonly TVisitorFavourite[] = []
let snapshot: readonly TVisitorFavourite[] | null = null

const isDate = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)
const isId = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) > 0

/** A stored home: its bare id (no dates, as every home was stored before dates), or with its dates. */
function readItem(value: unknown): TVisitorFavourite[] {
  if (isId(value)) return [{ property: value }]
  if (typeof value !== 'object' || value === null) return []
  const { property, check_in: checkIn, check_out: checkOut } = value as Record<string, unknown>
  if (!isId(property)) return []
  return [
    isDate(checkIn) && isDate(checkOut) ? { property, check_in: checkIn, check_out: checkOut } : { property },
  ]
}

function readStored(): readonly TVisitorFavourite[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(VISITOR_FAVOURITES_KEY) ?? '[]')
    if (!Array.isArray(parsed)) return NONE
    return parsed.flatMap(readItem)
  } catch {
    return NONE
  }
}

function write(items: readonly TVisitorFavourite[]) {
  // A home without dates stays a bare id: the shape an older tab of the app still reads.
  const stored = items.map((item) => (item.check_in ? item : item.property))
  try {
    if (items.length === 0) window.localStorage.removeItem(VISITOR_FAVOURITES_KEY)
    else window.localStorage.setItem(VISITOR_FAVOURITES_KEY, JSON.stringify(stored))
  } catch {
    // Storage can be unavailable (private mode, quota): the hearts then last for this page only.
  }
  snapshot = items
  for (const listener of listeners) listener()
}

export function visitorFavourites(): readonly TVisitorFavourite[] {
  snapshot ??= readStored()
  return snapshot
}

/**
 * Hearts (with the dates wanted, if any) or un-hearts a home in this browser; the newest goes
 * last, the oldest drop past the bound.
 */
export function toggleVisitorFavourite(id: number, dates?: TWantedDates) {
  const items = visitorFavourites()
  const others = items.filter((item) => item.property !== id)
  write(
    others.length < items.length
      ? others
      : [...items, { property: id, ...dates }].slice(-FAVOURITES_MERGE_MAX),
  )
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
export function useVisitorFavourites(): readonly TVisitorFavourite[] {
  return useSyncExternalStore(subscribe, visitorFavourites, () => NONE)
}
