import { createHash, randomBytes } from 'node:crypto'
import { hash, verify } from '@node-rs/argon2'

export const hashPassword = (password: string) => hash(password)

/** A hash of a password nobody has, so an unknown email costs the same time as a wrong password. */
const decoyHash = hash(randomBytes(16).toString('hex'))

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) {
    await verify(await decoyHash, password)
    return false
  }
  return verify(passwordHash, password)
}

/** An opaque, URL-safe random token (refresh and reset tokens). */
export const newToken = () => randomBytes(32).toString('base64url')

/** Tokens are stored only as their SHA-256, so a database leak gives no usable token. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')
