/** The SQLSTATE of a database error, looking through driver wrappers. */
function sqlState(error: unknown): { code?: string; constraint?: string } | undefined {
  let current: unknown = error
  for (let depth = 0; current && depth < 4; depth += 1) {
    const candidate = current as { code?: string; constraint?: string; cause?: unknown }
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) return candidate
    current = candidate.cause
  }
  return undefined
}

/** The constraint a unique violation (23505) broke. */
export function uniqueViolation(error: unknown): string | undefined {
  const state = sqlState(error)
  return state?.code === '23505' ? (state.constraint ?? 'unknown') : undefined
}

/** Whether an exclusion constraint (23P01) refused the row: e.g. two stays on the same nights. */
export const isExclusionViolation = (error: unknown) => sqlState(error)?.code === '23P01'

/**
 * Whether PostgreSQL aborted the transaction only because of another one running beside it: a
 * deadlock (40P01) or a serialization failure (40001). Run again, it may well succeed.
 */
export const isTransientConflict = (error: unknown) =>
  ['40P01', '40001'].includes(sqlState(error)?.code ?? '')

/** Whether a foreign key kept a row that others still point to (23001 ON DELETE RESTRICT, 23503 NO ACTION). */
export const isStillReferenced = (error: unknown) => ['23001', '23503'].includes(sqlState(error)?.code ?? '')

/**
 * Whether the database could not be reached or dropped the connection (server down, network cut,
 * connection timeout, shutdown, too many clients): the request may succeed later, so it is a 503,
 * not a 500. The transaction it was in was rolled back whole by the server.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error
  for (let depth = 0; current && depth < 4; depth += 1) {
    const candidate = current as { code?: string; message?: string; cause?: unknown }
    const code = candidate.code ?? ''
    if (/^(08|57P0|53300)/.test(code)) return true
    if (['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH'].includes(code)) return true
    if (
      /connection terminated|timeout exceeded when trying to connect|connection timeout|not queryable|query read timeout|cannot use a pool after calling end/i.test(
        candidate.message ?? '',
      )
    )
      return true
    current = candidate.cause
  }
  return false
}
