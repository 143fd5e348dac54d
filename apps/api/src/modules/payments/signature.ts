import { createHmac, timingSafeEqual } from 'node:crypto'

const TOLERANCE_SECONDS = 300

/**
 * Stripe's webhook signature scheme (`t=<unix>,v1=<hex HMAC-SHA256 of "t.body">`), used by the
 * sandbox checkout (one secret, never rolled) and by tests to sign fake Stripe events; real Stripe
 * events are checked by the SDK. Old timestamps are refused, which stops a captured request from
 * being replayed later.
 */
export function signPayload(secret: string, body: string, timestamp = Math.floor(Date.now() / 1000)): string {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')
  return `t=${timestamp},v1=${v1}`
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
  const expected = Buffer.from(
    createHmac('sha256', secret).update(`${timestamp}.`).update(body).digest('hex'),
  )
  const given = Buffer.from(parts.v1)
  return expected.length === given.length && timingSafeEqual(expected, given)
}
