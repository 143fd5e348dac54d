import { addDays, addMonths, daysBetween } from '@demeure/shared'
import type { TNote } from '../criteria.ts'
import { COUNT, parseCount } from './numbers.ts'
import { anyOf } from './take.ts'

const MONTHS: [number, string[]][] = [
  [1, ['january', 'jan', 'janvier', 'janv']],
  [2, ['february', 'feb', 'fevrier', 'fevr', 'fev']],
  [3, ['march', 'mars']],
  [4, ['april', 'apr', 'avril', 'avr']],
  [5, ['may', 'mai']],
  [6, ['june', 'jun', 'juin']],
  [7, ['july', 'jul', 'juillet', 'juil']],
  [8, ['august', 'aug', 'aout']],
  [9, ['september', 'sept', 'sep', 'septembre']],
  [10, ['october', 'oct', 'octobre']],
  [11, ['november', 'nov', 'novembre']],
  [12, ['december', 'dec', 'decembre']],
]
const RELATIVE_WORDS = [
  'today',
  'tomorrow',
  'demain',
  'asap',
  'immediately',
  'maintenant',
  'prochain',
  'prochaine',
]
const SEASON_WORDS = [
  'fall',
  'autumn',
  'automne',
  'rentree',
  'winter',
  'hiver',
  'summer',
  'semester',
  'semestre',
]
export const DATE_VOCABULARY = [...MONTHS.flatMap(([, words]) => words), ...RELATIVE_WORDS, ...SEASON_WORDS]

const monthOf = (word: string) => MONTHS.find(([, words]) => words.includes(word))?.[0] as number
const MONTH = `(${anyOf(MONTHS.flatMap(([, words]) => words))})`
const DAY = '(\\d{1,2})(?:st|nd|rd|th|er|e|eme)?'
const YEAR = '(20\\d{2})'
/** A number followed by one of these is a count, not a day ('sept mois', 'September 4 months'). */
const NOT_A_DAY =
  '(?!\\s?(?:months?|mois|weeks?|semaines?|years?|ans?|people|persons?|personnes?|guests?|adults?|days?|jours?|k\\b|\\$|dollars?|bedrooms?|chambres?|\\d))'

type TFound = { start: number; end: number; date: string; months?: number }
type TContext = { today: string; text: string }
type TRule = {
  pattern: RegExp
  read: (match: RegExpExecArray, context: TContext) => Omit<TFound, 'start' | 'end'> | null
}

const pad = (value: number) => String(value).padStart(2, '0')
const lastDay = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate()

/** A day of a month; without a year, the next one from today (in August, 'January' is next January). */
function dayOf(context: TContext, month: number, day: number | 'last', year?: number): string | null {
  const today = context.today
  const thisYear = Number(today.slice(0, 4))
  const build = (y: number) => {
    const d = day === 'last' ? lastDay(y, month) : day
    return d >= 1 && d <= lastDay(y, month) ? `${y}-${pad(month)}-${pad(d)}` : null
  }
  if (year) return build(year)
  const date = build(thisYear)
  return date && date < today ? build(thisYear + 1) : date
}

/** 'May' is a month only where a date is expected; 'sept' before a unit is the number seven. */
function isMonthWord(word: string, context: TContext, index: number): boolean {
  const before = context.text.slice(0, index)
  const after = context.text.slice(index + word.length)
  if (word === 'may')
    return (
      /\b(in|from|by|early|mid|late|end of|start of|beginning of|until|of|next|this|for)\s$/.test(before) ||
      /^\s(\d|20\d{2})/.test(after)
    )
  if (word === 'sept') return !/^\s(mois|months?|jours?|semaines?|ans?|personnes?|people)\b/.test(after)
  return true
}

const UNIT_DAYS: Record<string, number> = { day: 1, jour: 1, week: 7, semaine: 7 }

const RULES: TRule[] = [
  {
    pattern: new RegExp(`\\b${YEAR}[-/](\\d{1,2})[-/](\\d{1,2})\\b`),
    read: (m, c) => date(dayOf(c, Number(m[2]), Number(m[3]), Number(m[1]))),
  },
  {
    // 15/01/2027 in French, 01/15/2027 in English: the number above 12 decides, else day first.
    pattern: /\b(\d{1,2})\/(\d{1,2})\/(20\d{2})\b/,
    read: (m, c) => {
      const [a, b] = [Number(m[1]), Number(m[2])]
      const [day, month] = b > 12 ? [b, a] : [a, b]
      return date(dayOf(c, month, day, Number(m[3])))
    },
  },
  {
    pattern: /\b(?:the\s)?(?:1st|first|1er|premier)\s(?:of\s(?:the\s)?|du\s)?(?:next month|mois prochain)\b/,
    read: (_m, c) => date(`${addMonths(c.today, 1).slice(0, 7)}-01`),
  },
  {
    // 'du 1er au 30 septembre', 'from the 1st to the 30th of September': one month for both days.
    pattern: new RegExp(
      `\\b(?:du\\s|from\\s)?(?:the\\s)?${DAY}\\s(?:au|to|until|till|-|a)\\s(?:the\\s)?${DAY}\\s(?:of\\s)?${MONTH}(?:\\s${YEAR})?\\b`,
    ),
    read: (m, c) => {
      const month = monthOf(m[3] as string)
      const year = m[4] ? Number(m[4]) : undefined
      const from = dayOf(c, month, Number(m[1]), year)
      const to = from ? dayOf({ ...c, today: from }, month, Number(m[2]), year) : null
      return from && to && to > from ? { date: from, months: Math.max(1, monthsBetween(from, to)) } : null
    },
  },
  {
    pattern: new RegExp(`\\b(?:le\\s|the\\s)?${DAY}\\s(?:of\\s)?${MONTH}(?:\\s?,?\\s${YEAR})?\\b`),
    read: (m, c) =>
      isMonthWord(m[2] as string, c, (m.index ?? 0) + m[0].indexOf(m[2] as string))
        ? date(dayOf(c, monthOf(m[2] as string), Number(m[1]), m[3] ? Number(m[3]) : undefined))
        : null,
  },
  {
    pattern: new RegExp(`\\b${MONTH}\\s(?:the\\s)?${DAY}\\b${NOT_A_DAY}(?:\\s?,?\\s${YEAR})?`),
    read: (m, c) =>
      isMonthWord(m[1] as string, c, m.index ?? 0)
        ? date(dayOf(c, monthOf(m[1] as string), Number(m[2]), m[3] ? Number(m[3]) : undefined))
        : null,
  },
  {
    pattern: new RegExp(
      `\\b(early|beginning of|start of|au debut de|au debut d|debut|mid|middle of|mi|late|end of|a la fin de|a la fin d|fin)\\s(?:de\\s|d\\s)?${MONTH}(?:\\s${YEAR})?\\b`,
    ),
    read: (m, c) => {
      const part = m[1] as string
      const day = /mid|mi/.test(part) ? 15 : /late|end|fin/.test(part) ? 'last' : 1
      return date(dayOf(c, monthOf(m[2] as string), day, m[3] ? Number(m[3]) : undefined))
    },
  },
  {
    pattern: new RegExp(`\\b${MONTH}(?:\\s${YEAR})?\\b`),
    read: (m, c) => {
      const word = m[1] as string
      if (!isMonthWord(word, c, m.index ?? 0)) return null
      const month = monthOf(word)
      // This month without a day means as soon as possible, not next year.
      if (!m[2] && month === Number(c.today.slice(5, 7))) return date(c.today)
      return date(dayOf(c, month, 1, m[2] ? Number(m[2]) : undefined))
    },
  },
  {
    pattern:
      /\b(?:today|aujourd hui|right now|now|asap|as soon as possible|immediately|right away|maintenant|tout de suite|des que possible|au plus vite|immediatement|le plus tot possible)\b/,
    read: (_m, c) => date(c.today),
  },
  { pattern: /\b(?:day after tomorrow|apres demain)\b/, read: (_m, c) => date(addDays(c.today, 2)) },
  { pattern: /\b(?:tomorrow|demain)\b/, read: (_m, c) => date(addDays(c.today, 1)) },
  {
    pattern: /\b(?:next week|la semaine prochaine|semaine prochaine)\b/,
    read: (_m, c) => date(addDays(c.today, 7)),
  },
  {
    pattern: /\b(?:next month|le mois prochain|mois prochain|le mois suivant)\b/,
    read: (_m, c) => date(`${addMonths(c.today, 1).slice(0, 7)}-01`),
  },
  {
    pattern: /\b(?:next year|l annee prochaine|annee prochaine)\b/,
    read: (_m, c) => date(`${Number(c.today.slice(0, 4)) + 1}-01-01`),
  },
  {
    pattern: new RegExp(
      `\\b(?:in|dans|within|d ici)\\s${COUNT}\\s(days?|jours?|weeks?|semaines?|months?|mois)\\b|\\b${COUNT}\\s(days?|weeks?|months?)\\sfrom now\\b`,
    ),
    read: (m, c) => {
      const count = parseCount((m[1] ?? m[3]) as string)
      const unit = ((m[2] ?? m[4]) as string).replace(/s$/, '')
      if (count === undefined) return null
      return date(
        unit === 'month' || unit === 'moi'
          ? addMonths(c.today, count)
          : addDays(c.today, count * (UNIT_DAYS[unit] ?? 1)),
      )
    },
  },
  {
    // School terms: the fall term starts in September, winter in January, summer in May.
    pattern:
      /\b(?:(?:the|this|next|cet|cette|l|a l|pour l|en|d|la session d|session d)\s)?(fall|autumn|automne|rentree|winter|hiver|summer|ete)(?:\s(semester|term|session|semestre))?\b/,
    read: (m, c) => {
      const season = m[1] as string
      if (season === 'ete' && !/^(cet|l|a l|pour l|en|d|la session d|session d)\s/.test(m[0])) return null
      const month = /fall|autumn|automne|rentree/.test(season) ? 9 : /winter|hiver/.test(season) ? 1 : 5
      const start = dayOf(c, month, 1)
      return start ? { date: start, months: m[2] || /session/.test(m[0]) ? 4 : undefined } : null
    },
  },
]

const date = (value: string | null) => (value ? { date: value } : null)
/** Whole months from one date to another; half a month or more counts as one ('Sept 1 to Dec 31' = 4). */
export function monthsBetween(from: string, to: string): number {
  let months = 0
  while (addMonths(from, months + 1) <= to) months += 1
  return daysBetween(addMonths(from, months), to) >= 15 ? months + 1 : months
}

const RANGE_JOINER =
  /^\s*(?:to|until|till|through|thru|-|au|a|jusqu au|jusqu a|and|et)\s(?:the\s|le\s)?$|^\s?-\s?$/

/**
 * The move-in date ('September 1st', '1er septembre', 'next month', '2027-01-15', 'in 2 weeks'),
 * relative to today in Montréal, and a stay length when a date range is given ('from Sept 1 to
 * Dec 31'). A date already past is reported, not searched.
 */
export function extractDates(
  text: string,
  today: string,
): { moveIn: string | undefined; months: number | undefined; notes: TNote[]; rest: string } {
  const context = { today, text }
  const found: TFound[] = []
  const overlaps = (start: number, end: number) => found.some((f) => start < f.end && end > f.start)
  for (const rule of RULES) {
    for (const match of text.matchAll(new RegExp(rule.pattern.source, 'g'))) {
      const start = match.index
      const end = start + match[0].length
      if (overlaps(start, end)) continue
      const read = rule.read(match as RegExpExecArray, context)
      if (read) found.push({ start, end, ...read })
    }
  }
  found.sort((a, b) => a.start - b.start)
  const rest = found
    .reduceRight((acc, f) => `${acc.slice(0, f.start)} ${acc.slice(f.end)}`, text)
    .replace(/\s+/g, ' ')
    .trim()
  const notes: TNote[] = []
  const [first, second] = found
  if (!first) return { moveIn: undefined, months: undefined, notes, rest }
  if (first.date < today) {
    notes.push({ kind: 'pastDate', date: first.date })
    return { moveIn: undefined, months: undefined, notes, rest }
  }
  const isRange =
    second !== undefined && RANGE_JOINER.test(text.slice(first.end, second.start)) && second.date > first.date
  return {
    moveIn: first.date,
    months: isRange ? monthsBetween(first.date, second.date) : first.months,
    notes,
    rest,
  }
}
