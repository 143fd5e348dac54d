import { DEFAULT_LANGUAGE, LANGUAGES } from '@demeure/shared/zod-free'
import i18next, { type BackendModule } from 'i18next'
import LanguageDetector from 'i18next-browser-languagedetector'
import { initReactI18next } from 'react-i18next'
import { loadAllTexts, loadTexts } from './all-texts.ts'
import { toLanguage } from './language.ts'
import { STORAGE_KEYS } from './storage-keys.ts'

/**
 * Hands i18next one language's catalogue, fetched on first use (the first paint, or a switch): the
 * first screen's texts, or all of them once a page beyond home asked (all-texts.ts).
 */
const lazyCatalogues: BackendModule = {
  type: 'backend',
  init: () => {},
  read: (language, _namespace, done) => {
    loadTexts(toLanguage(language)).then(
      (catalogue) => done(null, catalogue),
      (error: Error) => done(error, false),
    )
  },
}

// The catalogue arrives asynchronously: components suspend (react-i18next's default) until it
// is there, so the first paint is already translated, never a flash of keys. initAsync: false
// detects the language right away (no setTimeout), so the fetch starts while React boots.
void i18next
  .use(LanguageDetector)
  .use(lazyCatalogues)
  .use(initReactI18next)
  .init({
    supportedLngs: [...LANGUAGES],
    // Both catalogues have every key (catalogue.test.ts), so French needs no English behind it:
    // a French visitor downloads the French catalogue only. English stays the answer for a
    // browser language we do not offer.
    fallbackLng: { fr: [], default: [DEFAULT_LANGUAGE] },
    initAsync: false,
    interpolation: { escapeValue: false },
    // A text outside the first screen's (a widget opened before the rest arrived): fetch the rest,
    // and components show it when it is added.
    saveMissing: true,
    missingKeyHandler: () => void loadAllTexts(),
    react: { bindI18nStore: 'added' },
    // A link with ?lang=fr (what the server's hreflang alternates and sitemap give) opens in that
    // language. The choice is also kept in a `lang` cookie so the server renders the next page's
    // <head> (title, description, previews) in it too (apps/api/src/modules/pages/page-language.ts).
    detection: {
      order: ['querystring', 'localStorage', 'cookie', 'navigator'],
      lookupQuerystring: 'lang',
      lookupLocalStorage: STORAGE_KEYS.language,
      lookupCookie: 'lang',
      caches: ['localStorage', 'cookie'],
      cookieMinutes: 525_600,
      cookieOptions: { path: '/', sameSite: 'lax' },
    },
  })

// The detected language is known now, before its catalogue loads: the page says it from the start.
document.documentElement.lang = i18next.language ?? DEFAULT_LANGUAGE
i18next.on('languageChanged', (language) => {
  document.documentElement.lang = language
})

// The rest of the catalogue, once the first screen is up and the browser idle: the home page's
// dialogs, menus and date picker then open with their texts.
window.addEventListener('load', () => {
  const later = window.requestIdleCallback ?? ((task: () => void) => setTimeout(task, 1_000))
  later(() => void loadAllTexts().catch(() => undefined))
})

export { i18next as i18n }
