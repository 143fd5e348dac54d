import type { FastifyInstance } from 'fastify'
import { createHmacSigner } from './hmac.ts'

/**
 * The token of an e-mail's one-click unsubscribe link: what it unsubscribes (`subject`, which
 * `shape` checks) and an HMAC of it for this `purpose`, so any API process checks it without a
 * stored row and nobody can make one for another subscription. It does not expire: an old
 * e-mail's button must still work (RFC 8058).
 */
export function createUnsubscribeLinks(secret: string, purpose: string, shape: RegExp) {
  const signer = createHmacSigner(secret, purpose)
  return {
    tokenOf: (subject: string) => `${subject}.${signer.sign(subject)}`,
    /** The subject a token names, or undefined when it is not one of ours. */
    subjectOf(token: string): string | undefined {
      const match = /^([^.]{1,100})\.([\w-]{20,100})$/.exec(token)
      if (!match) return undefined
      const [, subject = '', signature = ''] = match
      return shape.test(subject) && signer.verify(signature, subject) ? subject : undefined
    },
  }
}

/** The headers of RFC 8058: mail apps show an unsubscribe button that POSTs to `url` at once. */
export const oneClickUnsubscribeHeaders = (url: string) => ({
  'List-Unsubscribe': `<${url}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
})

/**
 * Mail apps send the one-click unsubscribe as a form (`List-Unsubscribe=One-Click`, RFC 8058); the
 * token in the URL is all that counts, so the body is read and ignored.
 */
export function acceptOneClickForm(app: FastifyInstance) {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, _body, done) => done(null, undefined),
  )
}
