export type { TPage } from '@demeure/shared'

/**
 * A `next` link as a path on our own origin: a server behind a proxy may answer with
 * an absolute URL on another host, but the call must stay same-origin.
 */
export function toRelativeApiPath(link: string): string | null {
  const url = new URL(link, 'http://relative.invalid')
  return url.pathname.startsWith('/api/') ? `${url.pathname}${url.search}` : null
}
