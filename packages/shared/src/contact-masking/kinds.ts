import type { TLanguage } from '../constants/catalogue.ts'

/** What the masker hides until a stay is paid (docs/product-rules.md, "Contact stays on the platform"). */
export const CONTACT_KINDS = ['phone', 'email', 'handle', 'link'] as const
export type TContactKind = (typeof CONTACT_KINDS)[number]

/** A stretch of text that gives a way to reach someone off Demeure: `text.slice(start, end)`. */
export type TContactSpan = { kind: TContactKind; start: number; end: number }

/**
 * What replaces a hidden stretch in the reader's language. They live here, not in the web
 * catalogues, because the API writes them into the text it serves (e-mails and live events too).
 */
export const CONTACT_PLACEHOLDERS: Record<TLanguage, Record<TContactKind, string>> = {
  en: {
    phone: '[phone number hidden]',
    email: '[e-mail address hidden]',
    handle: '[messaging handle hidden]',
    link: '[link hidden]',
  },
  fr: {
    phone: '[numéro de téléphone masqué]',
    email: '[adresse courriel masquée]',
    handle: '[identifiant de messagerie masqué]',
    link: '[lien masqué]',
  },
}

/**
 * Texts longer than this are scanned in slices of this length (the longest text a user writes
 * here is a message): the work per character stays bounded whatever is sent.
 */
export const CONTACT_SCAN_SLICE = 2000
