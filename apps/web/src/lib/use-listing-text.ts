import { listingText } from '@demeure/shared/zod-free'
import { useTranslation } from 'react-i18next'
import { toLanguage } from './language.ts'

type TListingTexts = Parameters<typeof listingText>[0]

/**
 * A listing's title and description in the reader's language (packages/shared `listingText`): the
 * host's French text for French readers when there is one, the main text otherwise. `lang` marks
 * a text left in the host's language ('en'), for screen readers and hyphenation.
 */
export function useListingText() {
  const { i18n } = useTranslation()
  const language = toLanguage(i18n.resolvedLanguage)
  return (listing: TListingTexts) => {
    const text = listingText(listing, language)
    return { ...text, lang: text.isFrenchMissing ? 'en' : undefined }
  }
}
