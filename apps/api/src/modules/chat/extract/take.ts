/**
 * Runs a global pattern over the text and removes every match `accept` keeps, so a later extractor
 * cannot read the same words again (the '4' of 'for 4 months' is not also a guest count).
 */
export function take(text: string, pattern: RegExp, accept: (match: RegExpExecArray) => boolean): string {
  const flags = pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`
  const global = new RegExp(pattern.source, flags)
  let rest = ''
  let last = 0
  for (const match of text.matchAll(global)) {
    if (!accept(match as RegExpExecArray)) continue
    rest += `${text.slice(last, match.index)} `
    last = match.index + match[0].length
  }
  return (rest + text.slice(last)).replace(/\s+/g, ' ').trim()
}

/** A regex alternative of phrases, longest first so 'serviced apartment' wins over 'apartment'. */
export const anyOf = (phrases: readonly string[]) =>
  [...phrases]
    .sort((a, b) => b.length - a.length)
    .map((phrase) => phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('|')
