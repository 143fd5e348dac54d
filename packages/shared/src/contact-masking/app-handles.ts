import type { TContactSpan } from './kinds.ts'
import { isNumberWord } from './number-words.ts'
import { fold, guardedMatchesOf, lowerCase, PLAIN_WORDS, type TGuardedPattern } from './text-tools.ts'

/** Messaging apps by the names people write ("line", "snap" alone mean too much else to count). */
const APP_NAMES =
  'whats\\s?app|watsap|wtsp|telegram|signal|insta(?:gram)?|ig|snap(?:chat)?|we\\s?chat|weixin|kik|viber|messenger|facebook|fb|discord|skype|tiktok'
/** An app's name as a whole word, run only when the name is in the text (text-tools.ts, TGuardedPattern). */
export const APPS: TGuardedPattern = {
  mayMatch: new RegExp(APP_NAMES),
  pattern: new RegExp(`(?<![\\p{L}\\p{N}])(?:${APP_NAMES})(?![\\p{L}\\p{N}])`, 'gu'),
}

/** What may stand between the app and the handle: "my insta is jean.mtl", "WeChat ID: jean_mtl". */
const AFTER_APP =
  /^(?:\s*(?:[:=\-–]|(?:is|est|c['’]est|id|username|user\s?name|handle|pseudo|nom|name|me|moi|at|on|sur|au|à|my|mon|account|compte|profile|profil)(?![\p{L}\p{N}]))){0,5}\s*([@＠]?)([\p{L}\p{N}_][\p{L}\p{N}_.-]{1,29})/u
/** The words that announce a name: "écris-moi sur Telegram : jeanmtl", "my snap is jeanmtl". */
const ANNOUNCES = /[:=]|(?<![\p{L}])(?:is|est|id|username|user\s?name|handle|pseudo|nom)(?![\p{L}])/u

const looksLikeHandle = (name: string) => /[\d_.]/.test(name)

/**
 * A handle named after its app. Without an "@", digits, "_" or "." it must be announced ("is",
 * ":", "ID", "pseudo"), so "is WhatsApp ok for you?" keeps its words.
 */
export function findAppHandles(original: string): TContactSpan[] {
  const text = lowerCase(original)
  const spans: TContactSpan[] = []
  for (const app of guardedMatchesOf(text, APPS)) {
    const tail = AFTER_APP.exec(text.slice(app.end, app.end + 80))
    if (!tail) continue
    const [all, at = '', written = ''] = tail
    const name = written.replace(/[.-]+$/, '')
    const connectors = all.slice(0, all.length - written.length - at.length)
    const isAnnounced = Boolean(at) || ANNOUNCES.test(connectors) || looksLikeHandle(name)
    const word = fold(name)
    if (!isAnnounced || PLAIN_WORDS.has(word) || isNumberWord(word) || /^\d+$/.test(name)) continue
    const start = app.end + connectors.length
    spans.push({ kind: 'handle', start, end: start + at.length + name.length })
  }
  return spans
}
