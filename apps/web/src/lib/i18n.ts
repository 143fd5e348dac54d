import { DEFAULT_LANGUAGE, LANGUAGES } from '@demeure/shared'
import i18next from 'i18next'
import LanguageDetector from 'i18next-browser-languagedetector'
import { initReactI18next } from 'react-i18next'
import { resources } from './i18n-resources.ts'
import { STORAGE_KEYS } from './storage-keys.ts'

// Resources are bundled, so init is synchronous and the first render is already translated.
void i18next
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    resources,
    supportedLngs: [...LANGUAGES],
    fallbackLng: DEFAULT_LANGUAGE,
    interpolation: { escapeValue: false },
    detection: {
      order: ['localStorage', 'navigator'],
      lookupLocalStorage: STORAGE_KEYS.language,
      caches: ['localStorage'],
    },
  })

document.documentElement.lang = i18next.resolvedLanguage ?? DEFAULT_LANGUAGE
i18next.on('languageChanged', (language) => {
  document.documentElement.lang = language
})

export { i18next as i18n }
