/**
 * The JavaScript twin of PostgreSQL's `unaccent(lower(text))`, which builds `search_text`: the
 * in-memory engine folds the searched text the same way so a substring match gives the same answer
 * as the SQL `like`. Beyond combining accents, unaccent's rules also spell out ligatures, fractions
 * and typographic punctuation; the ones a place name or a title may hold are listed here, with the
 * spelling of PostgreSQL 16 and later. Those rules differ between versions (15 writes ½ as "1/2",
 * 16 as " 1/2"), so the engine asks its database for each spelling at start (useSpellingsOf).
 */
const SPELLED_OUT: Record<string, string> = {
  // Montreal flats are sized "4½", "5½".
  '¼': ' 1/4',
  '½': ' 1/2',
  '¾': ' 3/4',
  œ: 'oe',
  æ: 'ae',
  ß: 'ss',
  ø: 'o',
  đ: 'd',
  ł: 'l',
  ı: 'i',
  '‘': "'",
  '’': "'",
  '‚': "'",
  '“': '"',
  '”': '"',
  '„': '"',
  '«': '<<',
  '»': '>>',
  '–': '-',
  '—': '-',
  '‐': '-',
  '‑': '-',
  '…': '...',
  '\u00a0': ' ',
}
/** The characters whose spelling the database is asked for. */
export const SPELLED_OUT_CHARACTERS = Object.keys(SPELLED_OUT)
const SPELLED_OUT_PATTERN = new RegExp(`[${SPELLED_OUT_CHARACTERS.join('')}]`, 'g')
let spelledOut = SPELLED_OUT

/**
 * Folds from now on as the database spells these characters. Every API process asks the same
 * database when its engine starts, so all of them fold alike.
 */
export function useSpellingsOf(spellings: Record<string, string>) {
  spelledOut = { ...SPELLED_OUT, ...spellings }
}

export function foldLikePostgres(text: string): string {
  // Spelled out before the decomposition, which would otherwise turn ½ into 1⁄2 (a fraction slash).
  return text
    .toLowerCase()
    .replace(SPELLED_OUT_PATTERN, (char) => spelledOut[char] as string)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .normalize('NFC')
}
