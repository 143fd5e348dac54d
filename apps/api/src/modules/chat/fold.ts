/**
 * The message as the extractors read it: lower case, no accents ('Côte-des-Neiges' → 'cote des
 * neiges'), apostrophes and word hyphens as spaces ("jusqu'à" → 'jusqu a', 'wi-fi' → 'wi fi'), and
 * only the punctuation that carries meaning in prices and dates ($ , . / - : ~ %).
 */
export function foldMessage(text: string): string {
  return text
    .replace(/(\d)\s*½/g, '$1 1/2')
    .replace(/½/g, '1/2')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[\u00a0\u202f\u2009]/g, ' ')
    .replace(/[‐‑‒–—]/g, '-')
    .replace(/['’‘`´]/g, ' ')
    .replace(/(?<=[a-z])-|-(?=[a-z])/g, ' ')
    .replace(/[^a-z0-9$,./:~%\- ]+/g, ' ')
    .replace(/([a-z])[.,:]+(?=\s|$)/g, '$1')
    .replace(/\s+/g, ' ')
    .trim()
}
