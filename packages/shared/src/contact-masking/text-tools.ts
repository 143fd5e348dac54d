/** Lower case without accents: "Zéro" and "zero" read the same. */
export const fold = (word: string) => word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()

/** A word or number of the text with where it stands. */
export type TToken = { text: string; start: number; end: number }

/** Runs of letters and digits, and every other visible character alone. */
export function tokenize(text: string): TToken[] {
  const tokens: TToken[] = []
  for (const match of text.matchAll(/[\p{L}\p{N}]+|[^\s\p{L}\p{N}]/gu))
    tokens.push({ text: match[0], start: match.index, end: match.index + match[0].length })
  return tokens
}

/** Every match of a global regular expression as [start, end, match]. */
export function matchesOf(text: string, pattern: RegExp) {
  return [...text.matchAll(pattern)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
    match,
  }))
}

/** Common short words that are never somebody's handle or a web site's name (EN and FR). */
export const PLAIN_WORDS = new Set(
  (
    'a an and at be if in is it me my of on or so the to us we you your please pls thanks thank ' +
    'when then there here later now today tomorrow soon more message write text add find same ' +
    'au aux ce ca ces de des du en et il je la le les ma me moi mon ne ou par pas sa se si son ' +
    'sur svp ta te toi ton tu un une vous nous merci plus tard demain bientot ecris ecrire ajoute ' +
    'meme pareil bon'
  ).split(' '),
)
