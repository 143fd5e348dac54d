import { fillPath, verificationEndpoints } from '@demeure/shared/zod-free'
import { createHmacSigner } from '../../lib/hmac.ts'

export const FILE_LINK_TTL_MS = 5 * 60 * 1000

/**
 * Short-lived links to private files: an HMAC of the file id and the expiry, so a link works for
 * anyone who holds it for five minutes (a browser tab, an <img>), then never again.
 */
export function createFileLinks(secret: string) {
  const signer = createHmacSigner(secret, 'file-link')
  const sign = (fileId: string, expires: number) => signer.sign(`${fileId}.${expires}`)
  return {
    create(fileId: string, now: Date) {
      const expires = now.getTime() + FILE_LINK_TTL_MS
      return {
        url: `${fillPath(verificationEndpoints.fileContent.path, { id: fileId })}?expires=${expires}&signature=${sign(fileId, expires)}`,
        expiresAt: new Date(expires),
      }
    },
    isValid(fileId: string, expires: number, signature: string, now: Date): boolean {
      if (!Number.isFinite(expires) || expires < now.getTime()) return false
      return signer.verify(signature, `${fileId}.${expires}`)
    },
  }
}
