import { editDistance } from './edit-distance.ts'
import { foldMessage } from './fold.ts'
import { KEYWORDS, KNOWN_WORDS } from './vocabulary.ts'

/** Longer words may carry two slips ('apartmnet'), short ones one; very short ones none ('mai' ≠ 'mais'). */
const allowedSlips = (word: string) => (word.length >= 8 ? 2 : word.length >= 5 ? 1 : 0)

/** The one keyword closest to `word` within its allowance, or the word itself when it is known or unsure. */
export function correctWord(word: string, keywords: ReadonlySet<string> = KEYWORDS): string {
  const slips = allowedSlips(word)
  if (slips === 0 || KNOWN_WORDS.has(word) || keywords.has(word) || !/^[a-z]+$/.test(word)) return word
  const memo = keywords === KEYWORDS ? corrections : undefined
  const known = memo?.get(word)
  if (known !== undefined) return known
  let best = word
  let bestScore = [slips + 1, 0]
  let isTied = false
  for (const candidate of keywords) {
    if (Math.abs(candidate.length - word.length) > slips) continue
    const distance = editDistance(word, candidate, slips)
    // Two slips only within a word that starts right: 'apartmnet' is 'apartment', 'demenage' is not 'menage'.
    if (distance > slips || (distance === 2 && candidate[0] !== word[0])) continue
    // Among equally close words, the one typed with the same beginning: 'moiss' is 'mois', not 'moins'.
    const score = [distance, -commonPrefix(word, candidate)] as const
    if (
      score[0] < (bestScore[0] as number) ||
      (score[0] === bestScore[0] && score[1] < (bestScore[1] as number))
    ) {
      best = candidate
      bestScore = [...score]
      isTied = false
    } else if (score[0] === bestScore[0] && score[1] === bestScore[1]) {
      isTied = true
    }
  }
  // Two equally good candidates mean we cannot tell: keep what was typed.
  const corrected = isTied ? word : best
  if (memo && memo.size > 5000) memo.clear()
  memo?.set(word, corrected)
  return corrected
}

/** Repairs already worked out; the same words come back in every turn of a conversation. */
const corrections = new Map<string, string>()

function commonPrefix(a: string, b: string): number {
  let n = 0
  while (n < a.length && a[n] === b[n]) n += 1
  return n
}

/** foldMessage plus typo repair against the finder's keywords: 'appartment a montral' → 'apartment a montreal'. */
export function normalizeMessage(text: string): string {
  return foldMessage(text)
    .split(' ')
    .map((word) => correctWord(word))
    .join(' ')
}
