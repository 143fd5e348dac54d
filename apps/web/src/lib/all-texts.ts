import type { TLanguage } from '@demeure/shared/zod-free'
import i18next from 'i18next'
import { loadCatalogue, loadRestOfCatalogue, mergeCatalogues, type TTree } from './i18n-catalogue.ts'
import { toLanguage } from './language.ts'

/**
 * The app starts with the first screen's texts (first-screen-texts.ts); the rest of the catalogue
 * loads before any other page renders (app/lazy-page.tsx), once the browser is idle, or when a text
 * is missing. Once asked for, a language chosen later loads whole.
 */
let isWholeWanted = false
const restAdded = new Map<TLanguage, Promise<void>>()

/** What i18next's backend hands over for a language: its first part, or all of it once wanted. */
export async function loadTexts(language: TLanguage): Promise<TTree> {
  if (!isWholeWanted) return loadCatalogue(language)
  const [first, rest] = await Promise.all([loadCatalogue(language), loadRestOfCatalogue(language)])
  restAdded.set(language, Promise.resolve())
  return mergeCatalogues(first, rest)
}

/** Every text of the current language, added to what i18next holds (once per language). */
export function loadAllTexts(): Promise<void> {
  isWholeWanted = true
  const language = toLanguage(i18next.language)
  let adding = restAdded.get(language)
  if (!adding) {
    adding = (async () => {
      const [rest] = await Promise.all([loadRestOfCatalogue(language), i18next.loadLanguages(language)])
      // Deep: a group cut in two (its first-screen texts already there) gets its other texts.
      i18next.addResourceBundle(language, 'translation', rest, true, false)
    })()
    // A failed fetch (a lost connection) is tried again by the next page that asks.
    adding.catch(() => restAdded.delete(language))
    restAdded.set(language, adding)
  }
  return adding
}
