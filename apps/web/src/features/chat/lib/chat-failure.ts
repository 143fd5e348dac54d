import type { TApiErrorBody } from '../../../lib/api-error.ts'

/** What to tell the user after a failed chat call. */
export type TChatFailure =
  | { kind: 'sessionExpired' }
  | { kind: 'server'; message: string }
  | { kind: 'text'; key: 'chat.failed' | 'chat.communicationError' }

export function chatFailure(status: number, body: TApiErrorBody): TChatFailure {
  if (status === 401) return { kind: 'sessionExpired' }
  // Every answer of our API carries a code; without one the server was never reached
  // (the client's synthetic 500 on a network failure, or a proxy's error page).
  if (!body.code) return { kind: 'text', key: 'chat.communicationError' }
  // The server's message is already in the reader's language (e.g. a 400 or a 429).
  if (body.message) return { kind: 'server', message: body.message }
  return { kind: 'text', key: 'chat.failed' }
}
