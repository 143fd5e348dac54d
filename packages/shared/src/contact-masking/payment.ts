import { CONTACT_SCAN_SLICE } from './kinds.ts'
import { lowerCase } from './text-tools.ts'

const B = '(?<![\\p{L}\\p{N}])'
const E = '(?![\\p{L}\\p{N}])'

/**
 * Ways of paying outside Demeure that scams ask for, in English and French, read in lower case. A
 * plain "deposit" is a normal question; a deposit "to reserve" or "pour réserver" is the scam's
 * classic move. The word boundaries stand once around all the terms rather than around each: every
 * \p{…} class costs compile time, and V8 recompiles a pattern left unused for a while (decision 031).
 */
const OFF_PLATFORM_PAYMENT = new RegExp(
  `${B}(?:${[
    'e[\\s-]?transfers?',
    'interac',
    'virements?',
    'wire(?:\\s|-)?transfers?',
    'bank\\s?transfers?',
    "transferts?\\s(?:bancaires?|d[’']argent)",
    'western\\s?union',
    'money\\s?gram',
    'money\\s?orders?',
    'mandats?(?:[\\s-]postes?)?',
    'crypto\\p{L}*',
    'bitcoins?',
    'btc',
    'usdt',
    'ethereum',
    'gift\\s?cards?',
    'cartes?[\\s-]cadeaux?',
    '(?:itunes|apple|google\\s?play|steam|amazon)\\s(?:gift\\s)?cards?',
    'paypal',
    'venmo',
    'zelle',
    'cash\\s?app',
    'cash',
    'comptant',
    'argent\\sliquide',
    'en\\sliquide',
    'ch[eè]ques?',
    '(?:deposit|d[ée]p[oô]t|acompte)\\P{Cc}{0,30}?(?:reserve|hold|secure|book|r[ée]server|garder|bloquer|confirmer|garantir)',
    '(?:reserve|hold|secure|r[ée]server|garder|bloquer)\\P{Cc}{0,20}?(?:deposit|d[ée]p[oô]t|acompte)',
    'pay\\s(?:me\\s)?(?:directly|outside|off[\\s-]?(?:platform|site|demeure))',
    'payer\\s(?:directement|en\\sdehors|hors)',
  ].join('|')})${E}`,
  'u',
)

/** True when the text speaks of paying by Interac, Western Union, crypto, gift cards, cash… */
export function mentionsOffPlatformPayment(text: string): boolean {
  const lower = lowerCase(text)
  for (let from = 0; from < lower.length; from += CONTACT_SCAN_SLICE)
    if (OFF_PLATFORM_PAYMENT.test(lower.slice(from, from + CONTACT_SCAN_SLICE + 40))) return true
  return false
}
