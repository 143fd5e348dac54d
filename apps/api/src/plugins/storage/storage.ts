import type { Readable } from 'node:stream'

/**
 * Where uploaded and generated files live. Keys under `public/` are served at /media/…;
 * every other key is private and only reachable through an authorized route.
 */
export type TStorage = {
  put(key: string, data: Buffer | Readable, options: { contentType: string }): Promise<void>
  /** Null when there is no such file. */
  get(
    key: string,
  ): Promise<{ body: Readable; contentType: string | undefined; size: number | undefined } | null>
  delete(key: string): Promise<void>
}

export const PUBLIC_PREFIX = 'public/'

export function publicUrl(key: string): string {
  if (!key.startsWith(PUBLIC_PREFIX)) throw new Error(`not a public key: ${key}`)
  return `/media/${key.slice(PUBLIC_PREFIX.length)}`
}

/** Keys are ours (generated), but a key built from a URL must never climb out of the store. */
export function isSafeKey(key: string): boolean {
  return (
    /^[a-zA-Z0-9][a-zA-Z0-9/_.-]*$/.test(key) && !key.split('/').some((part) => part === '..' || part === '')
  )
}
