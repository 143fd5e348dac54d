// Component tests (the `web-components` Vitest project): a DOM (happy-dom), the real catalogues in
// both languages, Testing Library's matchers, and a clean page and storage after each test.
import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'
import { afterEach, beforeEach, vi } from 'vitest'
import { loadCatalogue, loadRestOfCatalogue, mergeCatalogues } from '../lib/i18n-catalogue.ts'

/** One language's whole catalogue, by the app's own loaders (its first-screen part and the rest). */
const wholeCatalogue = async (language: 'en' | 'fr') =>
  mergeCatalogues(await loadCatalogue(language), await loadRestOfCatalogue(language))

// The app's i18next instance (translateIssue reads it too), given both whole catalogues at once,
// instead of one per language on demand as the app does (lib/i18n.ts).
await i18next.use(initReactI18next).init({
  resources: {
    en: { translation: await wholeCatalogue('en') },
    fr: { translation: await wholeCatalogue('fr') },
  },
  lng: 'en',
  supportedLngs: ['en', 'fr'],
  fallbackLng: { fr: [], default: ['en'] },
  interpolation: { escapeValue: false },
})

// Lazy parts (the calendar, dialogs) are compiled on first use; on a busy machine that takes seconds.
configure({ asyncUtilTimeout: 15_000 })

// DEMEURE_TEST_NOW=2026-12-01T05:55:00Z runs the tests as if it were that moment (the clock still
// ticks from there), to try the days that calendars turn on: a month's first and last, a year's
// end, 29 February. Only Date moves; the timers the tests wait on stay real. It is pinned here,
// before the test file is imported (a file may take today's date once, at the top), and again
// before each test, which may have moved it. See docs/architecture.md, "Testing".
const pinnedNow = process.env.DEMEURE_TEST_NOW
const pinDate = () =>
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(pinnedNow ?? ''), shouldAdvanceTime: true })
if (pinnedNow) pinDate()
beforeEach(() => {
  if (pinnedNow) pinDate()
})

afterEach(async () => {
  cleanup()
  localStorage.clear()
  await i18next.changeLanguage('en')
})
