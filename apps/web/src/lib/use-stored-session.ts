import { useSyncExternalStore } from 'react'
import { readSession, subscribeSession, type TStoredSession } from './session-store.ts'

/** The stored session, re-rendering when login, refresh or logout changes it. */
export function useStoredSession(): TStoredSession {
  return useSyncExternalStore(subscribeSession, readSession)
}
