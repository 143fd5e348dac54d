import type { TLanguage } from '../constants/catalogue.ts'
import { findAppLinksAndAtHandles, findEmails, findLinks } from './addresses.ts'
import { findAppHandles } from './app-handles.ts'
import {
  CONTACT_KINDS,
  CONTACT_PLACEHOLDERS,
  CONTACT_SCAN_SLICE,
  type TContactKind,
  type TContactSpan,
} from './kinds.ts'
import { findPhones } from './phones.ts'

const finders = [findEmails, findAppLinksAndAtHandles, findAppHandles, findPhones, findLinks]
/** When two findings overlap they become one, named by the kind that says most ("wa.me/1514…" is a handle). */
const rank = (kind: TContactKind) => ['email', 'handle', 'phone', 'link'].indexOf(kind)

/** Overlapping or touching spans merged, in text order. */
function merge(spans: TContactSpan[]): TContactSpan[] {
  const merged: TContactSpan[] = []
  for (const span of [...spans].sort((a, b) => a.start - b.start || b.end - a.end)) {
    const last = merged.at(-1)
    if (last && span.start < last.end) {
      last.end = Math.max(last.end, span.end)
      if (rank(span.kind) < rank(last.kind)) last.kind = span.kind
    } else merged.push({ ...span })
  }
  return merged
}

/**
 * Every phone number, e-mail address, messaging handle and link in the text, in the forms people
 * use to dodge filters (docs/product-rules.md, "Contact stays on the platform"). Long texts are
 * read in overlapping slices so that the work stays proportional to the length.
 */
export function findContacts(text: string): TContactSpan[] {
  const spans: TContactSpan[] = []
  for (let from = 0; from < text.length; from += CONTACT_SCAN_SLICE) {
    const slice = text.slice(from, from + CONTACT_SCAN_SLICE + 80)
    for (const find of finders)
      for (const span of find(slice)) spans.push({ ...span, start: span.start + from, end: span.end + from })
  }
  return merge(spans.filter((span) => span.end > span.start))
}

/** The kinds found, once each, in a fixed order. */
export const kindsOf = (spans: TContactSpan[]): TContactKind[] =>
  CONTACT_KINDS.filter((kind) => spans.some((span) => span.kind === kind))

/** The text with each contact replaced by "[phone number hidden]" (or its French), and what was hidden. */
export function maskContacts(text: string, language: TLanguage): { text: string; hidden: TContactKind[] } {
  const spans = findContacts(text)
  let masked = ''
  let at = 0
  for (const span of spans) {
    masked += text.slice(at, span.start) + CONTACT_PLACEHOLDERS[language][span.kind]
    at = span.end
  }
  return { text: masked + text.slice(at), hidden: kindsOf(spans) }
}
