import { ZApiError, zId } from '@demeure/shared'
import { z } from 'zod'

/**
 * `/…/:id/`: a positive whole number within the id column's range; anything else is a localized 400
 * before the handler runs.
 */
export const idParams = z.object({ id: zId() })

/** A route's error responses for these statuses, all in the one error shape (ZApiError). */
export function errorResponses<S extends number>(...statuses: S[]): Record<S, typeof ZApiError> {
  return Object.fromEntries(statuses.map((status) => [status, ZApiError])) as Record<S, typeof ZApiError>
}

/** What a signed-in write may answer: bad input, signed out, not allowed, not found, conflict, too large. */
export const writeErrors = errorResponses(400, 401, 403, 404, 409, 413)
