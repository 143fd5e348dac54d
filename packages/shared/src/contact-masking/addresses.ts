import type { TContactSpan } from './kinds.ts'
import { fold, guardedMatchesOf, lowerCase, PLAIN_WORDS, type TGuardedPattern } from './text-tools.ts'

// The pieces below are small on purpose: every repetition is bounded or separated by a literal,
// so a regular expression never backtracks more than a few steps per character.
const CHAR = '[\\p{L}\\p{N}_%+-]'
const LABEL = '[\\p{L}\\p{N}-]+'
const NOT_AFTER_WORD = '(?<![\\p{L}\\p{N}_%+.@＠-])'
const END_OF_WORD = '(?![\\p{L}\\p{N}])'
/** A dot said or bracketed: " dot ", "(dot)", " point ", "[point]". */
const SPOKEN_DOT = '(?:\\s?[(\\[{]\\s?(?:dot|point|pt)\\s?[)\\]}]\\s?|\\s(?:dot|point)\\s)'
/** A dot in an address: "." without spaces, " . ", or a spoken one (". " ends a sentence instead). */
const ANY_DOT = `(?:\\.|\\s\\.\\s|${SPOKEN_DOT})`
/** "@" however it is dodged: " at ", "(at)", "[arobase]", " @ ". */
const SPOKEN_AT =
  '(?:\\s?[(\\[{]\\s?(?:at|arobase|a)\\s?[)\\]}]\\s?|\\s(?:at|arobase)\\s|\\s?[@＠]\\s|\\s[@＠]\\s?)'
const TLD = '(?:com|ca|net|org|fr|io|me|co|info|edu|gouv|gov|us|uk|be|ch|de|qc)'
/** Mail providers named without their domain ("jean at gmail", "gmail dot com"). */
const PROVIDER =
  '(?:gmail|googlemail|hotmail|outlook|yahoo|ymail|icloud|aol|videotron|sympatico|protonmail|proton|yandex|gmx|laposte|wanadoo|msn)'
const LOCAL = `${CHAR}+(?:(?:\\.|${SPOKEN_DOT})${CHAR}+){0,3}`

// Each pattern runs only when its cheap test passes (text-tools.ts, TGuardedPattern).
const EMAILS: TGuardedPattern[] = [
  {
    // jean.tremblay@gmail.com, jean@gmail
    mayMatch: /[@＠]/,
    pattern: new RegExp(
      `${NOT_AFTER_WORD}${CHAR}+(?:\\.${CHAR}+){0,5}[@＠]${LABEL}(?:\\.${LABEL}){0,4}`,
      'gu',
    ),
  },
  {
    // jean (at) gmail (dot) com, jean arobase videotron point ca, jean @ gmail . com
    mayMatch: new RegExp(`${ANY_DOT}${TLD}`),
    pattern: new RegExp(
      `${NOT_AFTER_WORD}${LOCAL}${SPOKEN_AT}${LABEL}(?:${ANY_DOT}${LABEL}){0,2}${ANY_DOT}${TLD}${END_OF_WORD}`,
      'gu',
    ),
  },
  {
    // jean at gmail
    mayMatch: new RegExp(PROVIDER),
    pattern: new RegExp(`${NOT_AFTER_WORD}${LOCAL}${SPOKEN_AT}${PROVIDER}${END_OF_WORD}`, 'gu'),
  },
  {
    // gmail dot com, hotmail point ca, gmail com
    mayMatch: new RegExp(PROVIDER),
    pattern: new RegExp(`(?<![\\p{L}\\p{N}])${PROVIDER}(?:${ANY_DOT}|\\s)${TLD}${END_OF_WORD}`, 'gu'),
  },
]

const WEB_TLD =
  '(?:com|ca|net|org|io|me|ly|gg|fr|info|co|app|link|page|site|xyz|biz|tv|to|us|ru|cn|online|shop|store|live)'
const LINKS: TGuardedPattern[] = [
  { mayMatch: /https?:\/\/|www\./, pattern: /(?:https?:\/\/|www\.)[^\s<>"'()[\]{}]+/gu },
  {
    // kijiji.ca, bit.ly/abc
    mayMatch: new RegExp(`\\.${WEB_TLD}`),
    pattern: new RegExp(
      `(?<![\\p{L}\\p{N}@＠._-])(?:${LABEL}\\.){1,4}${WEB_TLD}(?![\\p{L}\\p{N}-])(?:/[^\\s<>"']*)?`,
      'gu',
    ),
  },
]
const SPOKEN_TLD = '(?:com|ca|net|org|io|ly|me|fr|co)'
/** "kijiji point ca", "bit dot ly slash abc": the name before the spoken dot is checked apart. */
const SPOKEN_LINK: TGuardedPattern = {
  mayMatch: new RegExp(`${SPOKEN_DOT}${SPOKEN_TLD}`),
  pattern: new RegExp(
    `(?<![\\p{L}\\p{N}])(${LABEL})${SPOKEN_DOT}${SPOKEN_TLD}${END_OF_WORD}(?:\\s?(?:/|slash)\\s?[\\p{L}\\p{N}_-]+)?`,
    'gu',
  ),
}

/** Messaging apps' own links: wa.me/…, t.me/…, chat.whatsapp.com/…, spoken too ("wa dot me slash"). */
const APP_LINK_SITES = `(?:wa|t|m|signal|telegram)(?:\\.|${SPOKEN_DOT})me|chat\\.whatsapp\\.com|instagram\\.com|snapchat\\.com/add`
const APP_LINKS: TGuardedPattern = {
  mayMatch: new RegExp(APP_LINK_SITES),
  pattern: new RegExp(`(?<![\\p{L}\\p{N}])(?:${APP_LINK_SITES})\\s?(?:/|slash)\\s?[^\\s<>"']+`, 'gu'),
}
/** @jean_mtl (not the middle of an e-mail address). */
const AT_HANDLE: TGuardedPattern = {
  mayMatch: /[@＠]/,
  pattern: /(?<![\p{L}\p{N}_.@＠-])[@＠][\p{L}\p{N}_](?:[\p{L}\p{N}_.]{0,29}[\p{L}\p{N}_])?/gu,
}

/** Every guarded pattern of this file, for the test that each cheap test lets its pattern's matches through. */
export const ADDRESS_PATTERNS = [...EMAILS, ...LINKS, SPOKEN_LINK, APP_LINKS, AT_HANDLE]

/** Trailing punctuation ends a sentence, not an address: "see kijiji.ca/abc." */
const trimEnd = (text: string, start: number, end: number) => {
  let stop = end
  while (stop > start && /[.,!?;:'"’»)]/.test(text[stop - 1] ?? '')) stop -= 1
  return stop
}

export function findEmails(text: string): TContactSpan[] {
  const lower = lowerCase(text)
  return EMAILS.flatMap((pattern) =>
    guardedMatchesOf(lower, pattern).map(({ start, end }) => ({
      kind: 'email' as const,
      start,
      end: trimEnd(text, start, end),
    })),
  )
}

export function findLinks(text: string): TContactSpan[] {
  const lower = lowerCase(text)
  const written = LINKS.flatMap((pattern) => guardedMatchesOf(lower, pattern))
  const spoken = guardedMatchesOf(lower, SPOKEN_LINK).filter(
    ({ match }) => !PLAIN_WORDS.has(fold(match[1] ?? '')),
  )
  return [...written, ...spoken].map(({ start, end }) => ({
    kind: 'link' as const,
    start,
    end: trimEnd(text, start, end),
  }))
}

export function findAppLinksAndAtHandles(text: string): TContactSpan[] {
  const lower = lowerCase(text)
  return [...guardedMatchesOf(lower, APP_LINKS), ...guardedMatchesOf(lower, AT_HANDLE)].map(
    ({ start, end }) => ({
      kind: 'handle' as const,
      start,
      end: trimEnd(text, start, end),
    }),
  )
}
