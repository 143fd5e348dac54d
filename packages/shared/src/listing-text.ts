import type { TLanguage } from './constants/catalogue.ts'

type TListingTexts = { title: string; title_fr?: string; description?: string; description_fr?: string }

/**
 * A listing's title and description in the reader's language: French readers get the host's French
 * version when there is one; everyone else, and French readers without one, the main text.
 * `isFrenchMissing` lets the page say so rather than silently switch language.
 */
export function listingText(listing: TListingTexts, language: TLanguage) {
  const hasFrench = Boolean(listing.title_fr?.trim())
  const useFrench = language === 'fr' && hasFrench
  return {
    title: useFrench ? (listing.title_fr as string) : listing.title,
    description:
      useFrench && listing.description_fr?.trim() ? listing.description_fr : (listing.description ?? ''),
    isFrenchMissing: language === 'fr' && !hasFrench,
  }
}
