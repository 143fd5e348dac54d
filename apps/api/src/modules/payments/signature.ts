import { createHmacSigner } from '../../lib/hmac.ts'

const TOLERANCE_SECONDS = 300

/**
 * Stripe's webhook signature scheme (`t=<unix>,v1=<hex HMAC-SHA256 of "t.body">`), used by the
 * sandbox checkout (one secret, never rolled) and by tests to sign fake Stripe events; real Stripe
 * events are checked by the SDK. Old timestamps are refused, which stops a captured request from
 * being replayed later. The HMAC is the server's one signer (lib/hmac.ts), keyed with the secret
 * as it is (no purpose prefix) and in hex, so the header stays byte for byte Stripe's.
 */
const signerOf = (secret: string) => createHmacSigner(secret, '', 'hex')

export function signPayload(secret: string, body: string, timestamp = Math.floor(Date.now() / 1000)): string {
  return `t=${timestamp},v1=${signerOf(secret).sign(`${timestamp}.${body}`)}`
}

export function isValidSignature(
  secret: string,
  body: Buffer,
  header: string | undefined,
  now = Date.now(),
): boolean {
  if (!header) return false
  const parts = Object.fromEntries(header.split(',').map((part) => part.split('=', 2) as [string, string]))
  const timestamp = Number(parts.t)
  if (!Number.isFinite(timestamp) || Math.abs(now / 1000 - timestamp) > TOLERANCE_SECONDS || !parts.v1)
    return false
  return signerOf(secret).verify(parts.v1, `${timestamp}.`, body)
}
