import type { TLanguage } from '../constants/catalogue.ts'
import type { TContactKind } from './kinds.ts'
import { maskContacts } from './mask.ts'
import { mentionsOffPlatformPayment } from './payment.ts'

/**
 * Who reads a text written by another person (a message, a stay or visit request), in which language, and whether a stay between the two sides is paid. Until it
 * is, the other side's phone numbers, e-mail addresses, handles and links are hidden from them;
 * the stored text stays as written (docs/product-rules.md, "Contact stays on the platform").
 */
export type TReader = { id: string; language: TLanguage; isContactShared: boolean }

/** The text as `reader` may read it, what was hidden, and whether it speaks of paying off Demeure. */
export function readText(
  text: string,
  authorId: string,
  reader: TReader,
): { text: string; hidden: TContactKind[]; paymentWarning: boolean } {
  const paymentWarning = mentionsOffPlatformPayment(text)
  // The author always reads their own words, and a paid stay shares contact details anyway.
  if (authorId === reader.id || reader.isContactShared) return { text, hidden: [], paymentWarning }
  return { ...maskContacts(text, reader.language), paymentWarning }
}
