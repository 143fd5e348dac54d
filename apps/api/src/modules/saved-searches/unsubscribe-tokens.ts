import { createUnsubscribeLinks } from '../../lib/unsubscribe-links.ts'

/** The token of a saved search's one-click unsubscribe link: its id, signed. */
export function createUnsubscribeTokens(secret: string) {
  const links = createUnsubscribeLinks(secret, 'saved-search-unsubscribe', /^\d{1,10}$/)
  return {
    tokenOf: (savedSearchId: number) => links.tokenOf(String(savedSearchId)),
    /** The saved search a token names, or undefined when it is not one of ours. */
    idOf(token: string): number | undefined {
      const subject = links.subjectOf(token)
      return subject === undefined ? undefined : Number(subject)
    },
  }
}
