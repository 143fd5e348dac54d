import { createHmacSigner } from '../../lib/hmac.ts'

/**
 * The token of a saved search's one-click unsubscribe link: its id and an HMAC of it, so any API
 * process can check it without a stored row and nobody can make one for another search. It does
 * not expire: an old e-mail's button must still work (RFC 8058).
 */
export function createUnsubscribeTokens(secret: string) {
  const signer = createHmacSigner(secret, 'saved-search-unsubscribe')
  return {
    tokenOf: (savedSearchId: number) => `${savedSearchId}.${signer.sign(String(savedSearchId))}`,
    /** The saved search a token names, or undefined when it is not one of ours. */
    idOf(token: string): number | undefined {
      const match = /^(\d{1,10})\.([\w-]{20,100})$/.exec(token)
      if (!match) return undefined
      const [, id = '', signature = ''] = match
      return signer.verify(signature, id) ? Number(id) : undefined
    },
  }
}
