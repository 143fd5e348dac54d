/** The error body of the API (`{code, message, detail, fields?}`), or what is left of it. */
export type TApiErrorBody = {
  code?: string
  message?: string
  detail?: string
  fields?: Record<string, string>
}

/** Thrown by the react-query hooks so that `onError` and `error` carry the server's answer. */
export class ApiError extends Error {
  readonly status: number
  readonly body: TApiErrorBody

  constructor(status: number, body: TApiErrorBody) {
    super(body.message || `HTTP ${status}`)
    this.name = 'ApiError'
    this.status = status
    this.body = body
  }
}

/** The server's (already localized) message, else the caller's fallback text. */
export function errorMessage(error: unknown, fallback: string): string {
  return (error instanceof ApiError && error.body.message) || fallback
}

/** Field errors of a 4xx answer, keyed by field name; empty when there are none. */
export function errorFields(error: unknown): Record<string, string> {
  return error instanceof ApiError ? (error.body.fields ?? {}) : {}
}
