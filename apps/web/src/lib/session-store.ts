import type { TUser } from '@demeure/shared'
import { STORAGE_KEYS } from './storage-keys.ts'

/**
 * The signed-in session as kept in localStorage. Every write goes through this module so
 * React (via useSyncExternalStore) re-renders when the api client refreshes or clears the session.
 */
export type TStoredSession = {
  isAuthenticated: boolean
  accessToken: string | null
  username: string | null
  userType: string | null
  /** The visitor logged out on purpose (not an expired session): a panel then leads home, not to /login. */
  endedByLogout: boolean
}

const listeners = new Set<() => void>()
let snapshot: TStoredSession | null = null
let endedByLogout = false
/** Set from the moment a logout starts until the session is cleared (see beginLogout). */
let isLoggingOut = false

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key)
  } catch {
    return null
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key)
    else window.localStorage.setItem(key, value)
  } catch {
    // Storage can be unavailable (private mode, quota); the session then lasts for this page only.
  }
}

function changed(): void {
  snapshot = null
  for (const listener of listeners) listener()
}

export function readSession(): TStoredSession {
  snapshot ??= {
    isAuthenticated: read(STORAGE_KEYS.isAuthenticated) === 'true',
    accessToken: read(STORAGE_KEYS.accessToken),
    username: read(STORAGE_KEYS.username),
    userType: read(STORAGE_KEYS.userType),
    endedByLogout,
  }
  return snapshot
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener)
  // Another tab logging in or out changes the same storage.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || Object.values<string>(STORAGE_KEYS).includes(event.key)) changed()
  }
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

export function getAccessToken(): string | null {
  return readSession().accessToken
}

/** Straight from storage, past this page's snapshot: what another tab wrote a moment ago. */
export function readStoredAccessToken(): string | null {
  return read(STORAGE_KEYS.accessToken)
}

export function setAccessToken(token: string): void {
  endedByLogout = false
  isLoggingOut = false
  write(STORAGE_KEYS.accessToken, token)
  changed()
}

export function storeUser(user: Pick<TUser, 'username' | 'user_type'>): void {
  write(STORAGE_KEYS.username, user.username)
  write(STORAGE_KEYS.userType, user.user_type)
  changed()
}

/**
 * Stores the session without telling this page: it is about to be replaced (login reloads), and
 * re-rendering it signed in would only start requests (profile, live events) the reload cancels.
 */
export function storeSessionForNextPage(access: string, user: Pick<TUser, 'username' | 'user_type'>): void {
  endedByLogout = false
  isLoggingOut = false
  write(STORAGE_KEYS.isAuthenticated, 'true')
  write(STORAGE_KEYS.accessToken, access)
  write(STORAGE_KEYS.username, user.username)
  write(STORAGE_KEYS.userType, user.user_type)
}

/**
 * A logout is under way. The server ends the session when the logout call arrives, so any request
 * the page sends meanwhile is refused and its failed refresh clears the session before the logout
 * does: that clear still counts as a logout, or a panel on screen would lead to /login.
 */
export function beginLogout(): void {
  isLoggingOut = true
}

/** Forgets the session; `byLogout` when the visitor asked for it (see TStoredSession.endedByLogout). */
export function clearSession({ byLogout = false }: { byLogout?: boolean } = {}): void {
  const hadSession = read(STORAGE_KEYS.accessToken) !== null || read(STORAGE_KEYS.isAuthenticated) === 'true'
  // Clearing an ended session again (a request refused after the logout) keeps how it ended.
  endedByLogout = hadSession ? byLogout || isLoggingOut : endedByLogout || byLogout
  isLoggingOut = false
  write(STORAGE_KEYS.isAuthenticated, null)
  write(STORAGE_KEYS.accessToken, null)
  write(STORAGE_KEYS.username, null)
  write(STORAGE_KEYS.userType, null)
  changed()
}
