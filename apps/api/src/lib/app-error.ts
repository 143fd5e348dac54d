import type { TErrorCode } from '@demeure/shared'
import type { TParams } from '../i18n/index.ts'

/** A field error: a message key of the server catalogue (or a shared validation key) and its params. */
export type TFieldError = { key: string; params?: TParams }

/**
 * An error the client should see: its HTTP status, a stable code, and optional field errors.
 * The error handler turns it into the localized `{code, message, detail, fields}` body.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: TErrorCode,
    readonly options: {
      fields?: Record<string, TFieldError>
      params?: TParams
      headers?: Record<string, string>
    } = {},
  ) {
    super(code)
  }
}

export const badRequest = (fields: Record<string, TFieldError>) =>
  new AppError(400, 'validation_error', { fields })
export const unauthorized = () => new AppError(401, 'unauthorized')
export const forbidden = () => new AppError(403, 'forbidden')
export const notFound = () => new AppError(404, 'not_found')
export const conflict = (fields: Record<string, TFieldError>) => new AppError(409, 'conflict', { fields })
