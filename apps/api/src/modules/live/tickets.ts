import type { TLanguage } from '@demeure/shared'
import { createHmacSigner } from '../../lib/hmac.ts'

/**
 * EventSource cannot send an Authorization header, so the client trades its bearer token for a
 * short-lived ticket carried in the URL. It is an HMAC of the user id, the reader's language (live
 * notices are rendered in it) and its expiry: any API process can check it, and a leaked ticket is
 * useless after a minute.
 */
export const TICKET_TTL_SECONDS = 60

export function createTicketSigner(secret: string, now: () => number) {
  const signer = createHmacSigner(secret, 'events')
  return {
    issue(userId: string, language: TLanguage) {
      const expires = Math.floor(now() / 1000) + TICKET_TTL_SECONDS
      const payload = `${userId}.${language}.${expires}`
      return { ticket: `${payload}.${signer.sign(payload)}`, expires_in: TICKET_TTL_SECONDS }
    },
    /** The user and language of a valid, unexpired ticket; undefined otherwise. */
    verify(ticket: string): { userId: string; language: TLanguage } | undefined {
      const [userId, language, expires, signature] = ticket.split('.')
      if (!userId || !expires || !signature || (language !== 'en' && language !== 'fr')) return undefined
      if (!signer.verify(signature, `${userId}.${language}.${expires}`)) return undefined
      return Number(expires) * 1000 > now() ? { userId, language } : undefined
    },
  }
}
