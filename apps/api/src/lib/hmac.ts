import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * The one HMAC-SHA256 signer behind every signed value the server hands out (file links, live-event
 * tickets, the sandbox's webhook signatures). Each use passes its own purpose, so a signature made for
 * one can never be replayed as another. Checking compares in constant time.
 */
export function createHmacSigner(secret: string, purpose = '', encoding: 'hex' | 'base64url' = 'base64url') {
  const key = purpose ? `${purpose}:${secret}` : secret
  const sign = (...parts: (string | Buffer)[]) => {
    const hmac = createHmac('sha256', key)
    for (const part of parts) hmac.update(part)
    return hmac.digest(encoding)
  }
  return {
    sign,
    /** Whether `signature` is the signature of the parts, in constant time. */
    verify(signature: string, ...parts: (string | Buffer)[]): boolean {
      const expected = Buffer.from(sign(...parts))
      const given = Buffer.from(signature)
      return expected.length === given.length && timingSafeEqual(expected, given)
    },
  }
}
