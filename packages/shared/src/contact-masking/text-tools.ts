/** Anything but printable ASCII: the words that may carry accents. */
const NOT_PLAIN_ASCII = /[^ -~]/

/** Lower case without accents: "Zéro" and "zero" read the same. Most words are plain ASCII, with nothing to strip. */
export const fold = (word: string) =>
  NOT_PLAIN_ASCII.test(word) ? word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase() : word.toLowerCase()

/**
 * The text in lower case with every offset kept, for the finders' regular expressions, which
 * therefore go without the `i` flag. Why: V8 closes every \p{…} class over case when a pattern
 * has `iu`, which made these patterns three times as slow to compile, and V8 throws a pattern's
 * compiled code away once it has gone unused over two full collections. Each scan after a quiet
 * spell recompiled them all: 25–30 ms of blocked event loop (decision 031). "İ" is the only
 * character whose lower case is longer; it reads as "i".
 */
export const lowerCase = (text: string) => text.replaceAll('\u0130', 'i').toLowerCase()

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

/**
 * A pattern costly to compile, paired with a cheap test that every text it matches passes
 * (`mayMatch`: no \p{…} class, so it compiles in microseconds). Most texts fail the test, and a
 * pattern that never runs is never compiled (decision 031).
 */
export type TGuardedPattern = { mayMatch: RegExp; pattern: RegExp }

/** `matchesOf` for a guarded pattern: nothing when the cheap test fails. */
export const guardedMatchesOf = (text: string, { mayMatch, pattern }: TGuardedPattern) =>
  mayMatch.test(text) ? matchesOf(text, pattern) : []

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
