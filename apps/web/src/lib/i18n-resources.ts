import en from '../locales/en.json'
import fr from '../locales/fr.json'
import { withSharedTexts } from './i18n-catalogue.ts'

export { nestMessages, sharedTexts } from './i18n-catalogue.ts'

/**
 * Both catalogues, whole and static, for the typed keys (types/i18next.d.ts) and the catalogue
 * tests. The app never imports this file: it loads one language at a time (loadCatalogue), so
 * the bundle does not carry both.
 */
export const resources = {
  en: { translation: withSharedTexts(en, 'en') },
  fr: { translation: withSharedTexts(fr, 'fr') },
} as const
