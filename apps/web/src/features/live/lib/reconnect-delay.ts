/** The first retry waits about a second; each failure in a row doubles the wait, up to half a minute. */
export const RECONNECT_BASE_MS = 1000
export const RECONNECT_MAX_MS = 30_000

/**
 * How long to wait before retry number `attempt` (0 for the first one after a drop). Half of the
 * wait is random, so that the tabs of everyone dropped by one server restart do not all come back in
 * the same instant.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(RECONNECT_MAX_MS, RECONNECT_BASE_MS * 2 ** Math.max(0, attempt))
  return Math.round(ceiling / 2 + (ceiling / 2) * random())
}
