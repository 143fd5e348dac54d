import { CONTACT_KINDS, maskContacts, type TContactKind, type TLanguage } from '@demeure/shared'

/** The free texts a host writes on a listing, as its public page carries them. */
type TListingTexts = {
  title: string
  description: string
  title_fr: string
  description_fr: string
  rules: string[]
  photos: { description: string }[]
}

/**
 * A listing's texts as any visitor reads them: phone numbers, e-mail addresses, handles and links
 * hidden in the reader's language, by the same rules as messages (docs/product-rules.md, "Contact
 * stays on the platform"). A public page has no paid stay, so nothing is ever shared on it; the
 * host reads their own words in their listing form. Masked on read, so a rule change applies to
 * every listing already written.
 */
export function maskListingTexts<T extends TListingTexts>(
  detail: T,
  language: TLanguage,
): T & { hidden_contacts: TContactKind[] } {
  const hidden = new Set<TContactKind>()
  const mask = (text: string) => {
    const masked = maskContacts(text, language)
    for (const kind of masked.hidden) hidden.add(kind)
    return masked.text
  }
  const masked = {
    ...detail,
    title: mask(detail.title),
    description: mask(detail.description),
    title_fr: mask(detail.title_fr),
    description_fr: mask(detail.description_fr),
    rules: detail.rules.map(mask),
    photos: detail.photos.map((photo) => ({ ...photo, description: mask(photo.description) })),
  }
  // In the fixed order of CONTACT_KINDS, as messages list them.
  return { ...masked, hidden_contacts: CONTACT_KINDS.filter((kind) => hidden.has(kind)) }
}
