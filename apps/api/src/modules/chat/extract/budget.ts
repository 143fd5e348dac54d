import { AMOUNT, parseAmount, spellOutAmounts } from './numbers.ts'
import { take } from './take.ts'

export type TBudget = {
  minPrice?: number
  maxPrice?: number
  /** 'cheaper' / 'more expensive' than what was shown before: context.ts resolves it. */
  relative?: 'cheaper' | 'pricier'
  /** 'the cheapest', 'pas cher': show the lowest prices first. */
  sortByPrice?: boolean
  /** 'any price', 'peu importe le prix': drop the budget. */
  clear?: boolean
}

const CURRENCY = '(?:\\$|dollars?|usd|cad|bucks|piasses)'
const PER_MONTH = '(?:\\s?(?:/|per|a|par|each)\\s?(?:month|mo|mois|m))'
const MONEY = `\\$?\\s?${AMOUNT}\\s?${CURRENCY}?${PER_MONTH}?`
const MAX_BEFORE = [
  'under',
  'below',
  'less than',
  'lower than',
  'cheaper than',
  'max',
  'maximum',
  'up to',
  'upto',
  'no more than',
  'not more than',
  'at most',
  'not over',
  'not above',
  'within',
  'budget',
  'budget of',
  'budget is',
  'my budget is',
  'moins de',
  'moins que',
  'max de',
  'maximum de',
  'jusqu a',
  'pas plus de',
  'pas plus que',
  'au plus',
  'au maximum',
  'sous',
  'sous les',
  'inferieur a',
  'en dessous de',
  'en bas de',
  'budget de',
  'budget max',
  'budget maximum',
  'mon budget est de',
  'mon budget est',
  'j ai',
  'i have',
  'i can pay',
  'je peux payer',
  'can afford',
  '<',
  '<=',
]
const MAX_AFTER = [
  'max',
  'maximum',
  'or less',
  'ou moins',
  'tops',
  'at most',
  'au max',
  'au maximum',
  'max par mois',
  'or under',
  'ou moins cher',
]
const MIN_BEFORE = [
  'over',
  'above',
  'more than',
  'at least',
  'min',
  'minimum',
  'starting at',
  'starting from',
  'from',
  'plus de',
  'au moins',
  'a partir de',
  'minimum de',
  'superieur a',
  'au dessus de',
  '>',
  '>=',
]
const AROUND = [
  'around',
  'about',
  'approximately',
  'approx',
  'roughly',
  'environ',
  'autour de',
  'aux alentours de',
  'dans les',
  'approximativement',
  'a peu pres',
  '~',
]
const SUPERLATIVE =
  /\b(?:the\scheapest|cheapest|least\sexpensive|lowest\sprices?|le\smoins\scher|la\smoins\schere|les\smoins\schers|les\smoins\scheres|prix\sle\splus\sbas|les\sprix\sles\splus\sbas)\b/
const CHEAPER =
  /\b(?:cheaper|moins\scheres?|moins\schers?|less\sexpensive|lower\sprices?|more\saffordable|plus\sabordables?|lower\sbudget|budget\splus\sbas|too\sexpensive|trop\scheres?|trop\schers?|un\speu\smoins|moins\scouteux|moins\scouteuse)\b/
const PRICIER =
  /\b(?:more\sexpensive|plus\scheres?|plus\schers?|pricier|higher\sbudget|bigger\sbudget|budget\splus\seleve|plus\sde\sbudget|increase\sthe\sbudget|augmente[rz]?\sle\sbudget)\b/
const CHEAP =
  /\b(?:cheap|pas\scheres?|pas\schers?|affordable|abordables?|budget\sfriendly|economiques?|low\scost|petit\sbudget|small\sbudget)\b/
const ANY_PRICE =
  /\b(?:any\sprice|no\sbudget|whatever\sthe\sprice|price\sdoesn\st\smatter|peu\simporte\sle\sprix|n\simporte\squel\sprix|sans\slimite\sde\sbudget|budget\sillimite|prix\sindifferent)\b/

export const BUDGET_VOCABULARY = [
  ...MAX_BEFORE,
  ...MAX_AFTER,
  ...MIN_BEFORE,
  ...AROUND,
  'cheaper',
  'cheapest',
  'expensive',
  'affordable',
  'abordable',
  'budget',
  'dollars',
  'maximum',
  'minimum',
  'between',
  'entre',
]

const phrases = (words: string[]) =>
  [...words]
    .sort((a, b) => b.length - a.length)
    .map((w) => w.replace(/[<>=~]/g, '\\$&').replace(/ /g, '\\s'))
    .join('|')
const amountsIn = (text: string) =>
  [...text.matchAll(new RegExp(AMOUNT, 'g'))]
    .map((m) => parseAmount(m[1] as string, m[2]))
    .filter((v): v is number => v !== undefined)
const isPrice = (value: number) => value >= 100 && value <= 100_000
const isYear = (value: number) => value >= 2020 && value <= 2035
const hasCurrency = (text: string) => new RegExp(`${CURRENCY}|${PER_MONTH}|\\d\\s?k\\b`).test(text)

/**
 * The monthly budget: 'under 1200', 'max 1 200 $', 'entre 900 et 1300 $', '$1,000-1,500',
 * 'around 1k', 'at least 800', a lone '1200$', or words: 'cheaper', 'moins cher', 'the cheapest'.
 */
export function extractBudget(text: string): TBudget & { rest: string } {
  const budget: TBudget = {}
  let rest = take(spellOutAmounts(text), SUPERLATIVE, () => {
    budget.sortByPrice = true
    return true
  })
  rest = take(rest, ANY_PRICE, () => {
    budget.clear = true
    return true
  })
  rest = take(rest, PRICIER, () => {
    budget.relative = 'pricier'
    return true
  })
  rest = take(rest, CHEAPER, () => {
    budget.relative = 'cheaper'
    return true
  })
  rest = take(rest, CHEAP, () => {
    budget.sortByPrice = true
    return true
  })
  const range = new RegExp(
    `\\b(between|entre|from|de|of)?\\s?${MONEY}\\s?(?:-|to|and|et|a|au|~)\\s?${MONEY}`,
    'g',
  )
  rest = take(rest, range, (m) => {
    const [low, high] = amountsIn(m[0]).sort((a, b) => a - b)
    if (low === undefined || high === undefined || !isPrice(low) || !isPrice(high) || budget.maxPrice)
      return false
    if (!m[1] && !hasCurrency(m[0]) && (low < 300 || isYear(low) || isYear(high))) return false
    budget.minPrice = low
    budget.maxPrice = high
    return true
  })
  const keyed = (before: string[] | null, after: string[] | null, apply: (value: number) => void) => {
    const source = before
      ? `(?:^|\\s|\\b)(?:${phrases(before)})\\s?(?:de\\s|of\\s|is\\s|est\\sde\\s|:\\s?)?${MONEY}`
      : `${MONEY}\\s?(?:${phrases(after ?? [])})\\b`
    rest = take(rest, new RegExp(source, 'g'), (m) => {
      const [value] = amountsIn(m[0])
      if (value === undefined || !isPrice(value)) return false
      apply(value)
      return true
    })
  }
  keyed(MAX_BEFORE, null, (value) => {
    budget.maxPrice ??= value
  })
  keyed(null, MAX_AFTER, (value) => {
    budget.maxPrice ??= value
  })
  keyed(AROUND, null, (value) => {
    budget.minPrice ??= Math.round(value * 0.9)
    budget.maxPrice ??= Math.round(value * 1.1)
  })
  keyed(MIN_BEFORE, null, (value) => {
    budget.minPrice ??= value
  })
  rest = take(rest, new RegExp(`(?:^|\\s)${MONEY}`, 'g'), (m) => {
    const [value] = amountsIn(m[0])
    if (value === undefined || !isPrice(value) || budget.maxPrice !== undefined) return false
    // A lone number is a budget only when it looks like a rent: a currency sign, or 300+ and not a year.
    if (!hasCurrency(m[0]) && (value < 300 || isYear(value))) return false
    budget.maxPrice = value
    return true
  })
  return { ...budget, rest }
}
