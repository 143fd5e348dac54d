import { createHmac, timingSafeEqual } from 'node:crypto'

export const FILE_LINK_TTL_MS = 5 * 60 * 1000

/**
 * Short-lived links to private files: an HMAC of the file id and the expiry, so a link works for
 * anyone who holds it for five minutes (a browser tab, an <img>), then never again.
 */
export function createFileLinks(secret: string) {
  const sign = (fileId: string, expires: number) =>
    createHmac('sha256', `file-link:${secret}`).update(`${fileId}.${expires}`).digest('base64url')
  return {
    create(fileId: string, now: Date) {
      const expires = now.getTime() + FILE_LINK_TTL_MS
      return {
        url: `/api/files/${fileId}/content/?expires=${expires}&signature=${sign(fileId, expires)}`,
        expiresAt: new Date(expires),
      }
    },
    isValid(fileId: string, expires: number, signature: string, now: Date): boolean {
      if (!Number.isFinite(expires) || expires < now.getTime()) return false
      const expected = Buffer.from(sign(fileId, expires))
      const given = Buffer.from(signature)
      return expected.length === given.length && timingSafeEqual(expected, given)
    },
  }
}
