import { DEFAULT_LANGUAGE, LANGUAGES } from '@demeure/shared'
import { createInstance, type i18n } from 'i18next'
import { catalogues } from './catalogues.ts'

/**
 * The API's own i18next instance, the engine the web app uses too, so plurals ("1 second",
 * "2 seconds"; French reads 0 and 1 as singular) and {{param}} interpolation follow the same
 * rules on both sides. It is made once, synchronously: the catalogues are in memory, nothing to
 * fetch, so the first request already has every text.
 */
export function createTextEngine(): i18n {
  const engine = createInstance()
  void engine.init({
    resources: {
      en: { translation: catalogues.en },
      fr: { translation: catalogues.fr },
    },
    lng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    fallbackLng: DEFAULT_LANGUAGE,
    initAsync: false,
    // Keys are flat ('mail.messages.body'): a dot or a colon is part of the key, not a path.
    keySeparator: false,
    nsSeparator: false,
    interpolation: {
      // These texts go into e-mails, plain-text bodies, PDFs and JSON: never HTML-escaped here
      // (a page that puts one into HTML escapes it there).
      escapeValue: false,
      // A value is inserted as written: "{{x}}" or "$t(key)" in a guest's name stays that text.
      skipOnVariables: true,
    },
    // A param the caller did not give leaves its placeholder, as before: visible, never "".
    missingInterpolationHandler: (_text, match: RegExpExecArray) => match[0],
    // Nothing on the server turns a missing key into a request: it is answered with the key.
    saveMissing: false,
    returnNull: false,
    returnEmptyString: false,
  })
  return engine
}
