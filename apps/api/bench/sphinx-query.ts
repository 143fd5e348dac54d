// The SphinxQL twin of modules/search/repository.ts (count + page of a search), for
// bench/sphinx-spike.ts. Each filter says where Sphinx's answer can differ from PostgreSQL's.

import { AMENITIES, canonicalPlaceName, type TSearchQuery, TYPE_FILTERS } from '@demeure/shared'
import { foldLikePostgres } from '../src/modules/search/engine/fold.ts'
import { dayNumber } from '../src/modules/search/engine/free-days.ts'

/** The one index every query names: a plain index, or the distributed one over the shards. */
export const INDEX_NAME = 'listings'

/**
 * Attribute codes. An MVA holds integers, so types and amenities are their position in the shared
 * lists (+1, leaving 0 unused). "Private room" is a room category that the type filter lists among
 * the types (repository.ts), so a private room carries that code too: `type_tags IN (…)` on the MVA then
 * means "its type, or private room if asked", as PostgreSQL's `or` does.
 */
export const typeCode = (type: string) => TYPE_FILTERS.indexOf(type as never) + 1
export const amenityCode = (amenity: string) => AMENITIES.indexOf(amenity as never) + 1

/**
 * Characters that mean something in Sphinx's extended query syntax, wildcards included (dict =
 * keywords): each is escaped so a user's text is searched for, never obeyed.
 */
const QUERY_SYNTAX = /[\\()|\-!@~"&/^$=<*?%]/g
export const escapeQueryText = (text: string) => text.replace(QUERY_SYNTAX, (char) => `\\${char}`)

/**
 * A word character of the index: its charset_table (sphinx-config.ts) is ASCII letters and digits
 * plus accented Latin letters folded to them; everything else separates words.
 */
const SEPARATORS = /[^0-9a-z]+/

/**
 * PostgreSQL matches `location` as a substring of unaccent(lower(city street title)). Sphinx has
 * words, so the closest honest translation is a phrase whose first word may end a longer word
 * (`*rue`), whose last word may begin one (`sherbrooke*`) and whose middle words are whole: with
 * infix indexing, one word `*plat*` is a true substring match, as ours is. Where it differs:
 * - separators are equal to each other: "saint-denis" also finds "saint denis" and "saint, denis",
 *   which the substring does not (and a text of only separators, such as "--", matches everything);
 * - a character outside [0-9a-z] after folding (Greek, Cyrillic, CJK, "#", "½"'s slash) is a
 *   separator, where PostgreSQL would match it literally.
 * The text is folded first as the in-memory engine folds it (fold.ts); the document side is the
 * stored search_text, folded by PostgreSQL's unaccent, so both sides are folded alike.
 */
export function matchText(location: string): string | undefined {
  const folded = foldLikePostgres(canonicalPlaceName(location))
  const words = folded.split(SEPARATORS).filter(Boolean).map(escapeQueryText)
  if (words.length === 0) return undefined
  // A separator at either end pins that end: "Côte-" must end a word, as the substring's "-" does.
  if (!/^[^0-9a-z]/.test(folded)) words[0] = `*${words[0]}`
  if (!/[^0-9a-z]$/.test(folded)) words[words.length - 1] = `${words.at(-1)}*`
  return `"${words.join(' ')}"`
}

const ORDER = {
  newest: 'published_us DESC, id DESC',
  price: 'price_cents ASC, id ASC',
  '-price': 'price_cents DESC, id DESC',
} as const

export type TSphinxQuery = { sql: string; params: unknown[] }

/**
 * The SELECT of one page; its SHOW META gives total_found, the count. `moveInSlots` is how many
 * move-in ranges each document carries (sphinx-catalogue.ts).
 */
export function toSphinxQl(query: TSearchQuery, moveInSlots: number): TSphinxQuery {
  if (query.city) throw new Error('city (a place by name or a neighbourhood by distance) is not translated')
  const select = ['id']
  const where: string[] = []
  const params: unknown[] = []
  const text = query.location ? matchText(query.location) : undefined
  if (text) {
    where.push('MATCH(?)')
    params.push(text)
  }
  if (query.type.length > 0) where.push(`type_tags IN (${query.type.map(typeCode).join(', ')})`)
  if (query.min_price !== undefined) where.push(`price_cents >= ${Math.round(query.min_price * 100)}`)
  if (query.max_price !== undefined) where.push(`price_cents <= ${Math.round(query.max_price * 100)}`)
  if (query.move_in) {
    // Sphinx has no ranges: each document carries its move-in days as a few [from, to) pairs of
    // day numbers, and an expression asks whether the day falls in one of them.
    const day = dayNumber(query.move_in)
    const slots = Array.from(
      { length: moveInSlots },
      (_, slot) => `(move_from_${slot} <= ${day} AND ${day} < move_to_${slot})`,
    )
    select.push(`${slots.join(' OR ')} AS can_move_in`)
    where.push('can_move_in = 1')
  }
  // On an MVA, `amenities = x` means "one of them is x"; one condition per amenity requires all.
  for (const amenity of query.amenities) where.push(`amenities = ${amenityCode(amenity)}`)
  if (query.guests !== undefined) where.push(`max_guests >= ${query.guests}`)
  if (query.bedrooms.length > 0) where.push(`num_bedrooms IN (${query.bedrooms.join(', ')})`)
  if (query.bbox) {
    // Sphinx floats are 32-bit: a listing within a few metres of the viewport's edge may fall the
    // other side of it. The bench's search mix has no viewport.
    const { south, north, west, east } = query.bbox
    where.push(`latitude BETWEEN ${south} AND ${north}`, `longitude BETWEEN ${west} AND ${east}`)
  }
  const offset = (query.page - 1) * query.page_size
  // ranker=none: results are ordered by attributes, so no relevance is worth computing.
  // max_matches: Sphinx keeps only that many best rows; total_found still counts every match.
  const sql =
    `SELECT ${select.join(', ')} FROM ${INDEX_NAME}` +
    (where.length > 0 ? ` WHERE ${where.join(' AND ')}` : '') +
    ` ORDER BY ${ORDER[query.sort]} LIMIT ${offset}, ${query.page_size}` +
    ` OPTION ranker=none, max_matches=${offset + query.page_size}`
  return { sql, params }
}
