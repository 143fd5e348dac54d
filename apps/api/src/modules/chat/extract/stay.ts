import { MAX_STAY_MONTHS, MIN_STAY_MONTHS } from '@demeure/shared'
import type { TNote } from '../criteria.ts'
import { COUNT, parseCount } from './numbers.ts'
import { take } from './take.ts'

export const STAY_VOCABULARY = [
  'months',
  'mois',
  'weeks',
  'semaines',
  'year',
  'annee',
  'semester',
  'semestre',
  'session',
  'trimester',
  'trimestre',
  'academic',
  'scolaire',
  'universitaire',
]

/** Stays counted in other units: a term is four months, an academic year eight (September to April). */
const STAY_PATTERNS: { pattern: RegExp; months: (match: RegExpExecArray) => number | undefined }[] = [
  {
    pattern:
      /\b(?:an?\s|one\s|une?\s|l\s|the\s)?(?:academic|school|university|annee)\s(?:year|scolaire|universitaire|academique)\b/,
    months: () => 8,
  },
  { pattern: /\b(?:half\sa\syear|six\smonths|une?\sdemi\sannee)\b/, months: () => 6 },
  {
    pattern: new RegExp(`\\b(?:${COUNT}\\s)?(?:semesters?|semestres?|terms?|sessions?|trimesters?)\\b`),
    months: (m) => 4 * (m[1] ? (parseCount(m[1]) ?? 1) : 1),
  },
  {
    pattern: new RegExp(`\\b${COUNT}\\s(?:months?|mois|mo|mths?)\\b`),
    months: (m) => parseCount(m[1] as string),
  },
  {
    pattern: new RegExp(
      `\\b(?:for|pour|pendant|durant|during|stay\\sof|sejour\\sde|sur)\\s${COUNT}\\s(weeks?|semaines?|days?|jours?)\\b`,
    ),
    // Shorter than a month: reported as out of range (the count in months rounds down to 0).
    months: (m) =>
      Math.floor(((parseCount(m[1] as string) ?? 0) * (/^(week|semaine)/.test(m[2] as string) ? 7 : 1)) / 30),
  },
  {
    // Not an age: "I'm 25 years old", "j'ai 25 ans".
    pattern: new RegExp(`(?<!j\\sai\\s)\\b${COUNT}\\s(?:years?|ans|an|annees?)\\b(?!\\sold)`),
    months: (m) => 12 * (parseCount(m[1] as string) ?? 1),
  },
]

/**
 * The stay length in months ('for 4 months', 'pour 6 mois', 'a semester', 'une année scolaire').
 * Stays last 1 to 11 months: a longer or shorter wish is searched at the nearest allowed length and
 * the reply says why.
 */
export function extractStay(text: string): { months: number | undefined; notes: TNote[]; rest: string } {
  let months: number | undefined
  let rest = text
  for (const { pattern, months: read } of STAY_PATTERNS) {
    const source = rest
    rest = take(rest, pattern, (match) => {
      if (months !== undefined) return false
      // '$1200 a month' is a rent, not a one-month stay.
      if (/^(a|un|une)\s/.test(match[0]) && /(\d|\$|dollars?|bucks)\s*$/.test(source.slice(0, match.index)))
        return false
      months = read(match)
      return months !== undefined
    })
  }
  if (months === undefined) return { months, notes: [], rest }
  if (months >= MIN_STAY_MONTHS && months <= MAX_STAY_MONTHS) return { months, notes: [], rest }
  const used = months > MAX_STAY_MONTHS ? MAX_STAY_MONTHS : MIN_STAY_MONTHS
  return { months: used, notes: [{ kind: 'stayOutOfRange', asked: months, used }], rest }
}
