/**
 * The JavaScript twin of PostgreSQL's `unaccent(lower(text))`, which builds `search_text`: the
 * in-memory engine folds the searched text the same way so a substring match gives the same answer
 * as the SQL `like`. Beyond combining accents, unaccent's rules also spell out ligatures and
 * typographic punctuation; the ones a place name or a title may hold are listed here.
 */
const SPELLED_OUT: Record<string, string> = {
  // Montreal flats are sized "4½", "5½": unaccent writes a space before the fraction.
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
const SPELLED_OUT_PATTERN = new RegExp(`[${Object.keys(SPELLED_OUT).join('')}]`, 'g')

export function foldLikePostgres(text: string): string {
  // Spelled out before the decomposition, which would otherwise turn ½ into 1⁄2 (a fraction slash).
  return text
    .toLowerCase()
    .replace(SPELLED_OUT_PATTERN, (char) => SPELLED_OUT[char] as string)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .normalize('NFC')
}
