import { useLiveEvents } from './use-live-events.ts'

/** Mounted once in the layout, inside the router (a toast may navigate). */
export function LiveEvents() {
  useLiveEvents()
  return null
}
