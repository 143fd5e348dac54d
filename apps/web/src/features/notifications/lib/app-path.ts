/** A notice's link is a path of this site ('/…'); anything else (another origin, '//host') is not followed. */
export function isAppPath(link: string): boolean {
  return link.startsWith('/') && !link.startsWith('//') && !link.startsWith('/\\')
}
