import type { TFirstScreen, TLanguage, TRenderFirstScreen } from '@demeure/shared'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createInstance, type i18n as TI18n } from 'i18next'
import { renderToString } from 'react-dom/server'
import { I18nextProvider } from 'react-i18next'
import { MemoryRouter } from 'react-router'
import { BlogsFirstScreen } from '../features/blogs/blogs-first-screen.tsx'
import { HomeFirstScreen } from '../features/home/home-first-screen.tsx'
import { ListingFirstScreen } from '../features/listings/listing-first-screen.tsx'
import { MapFirstScreen } from '../features/map/map-first-screen.tsx'
import { withSharedTexts } from '../lib/i18n-catalogue.ts'
import en from '../locales/en.json'
import fr from '../locales/fr.json'

/**
 * The server's renderer of first screens: built on its own for Node (`vite build --ssr`, into
 * dist/server/first-screen.js) and called by the API for the HTML of home, a listing, the blog
 * and the map (docs/decisions/012). The pages' own components render it, in the reader's language
 * from the app's own catalogues, so the first screen is the page's, to the pixel, until the app
 * takes over (lib/first-screen.ts).
 */
// With the shared texts (the page heads, validation texts), as the app's catalogue has them.
const CATALOGUES = { en: withSharedTexts(en, 'en'), fr: withSharedTexts(fr, 'fr') }
const translators = new Map<TLanguage, TI18n>()

function translator(language: TLanguage): TI18n {
  let instance = translators.get(language)
  if (!instance) {
    instance = createInstance()
    // The same settings as the app's (lib/i18n.ts), with the catalogue at hand instead of fetched.
    void instance.init({
      lng: language,
      resources: { [language]: { translation: CATALOGUES[language] } },
      initAsync: false,
      interpolation: { escapeValue: false },
    })
    translators.set(language, instance)
  }
  return instance
}

function Screen({ screen }: { screen: TFirstScreen }) {
  switch (screen.page) {
    case 'home':
      return <HomeFirstScreen listings={screen.listings} count={screen.count} />
    case 'listing':
      return <ListingFirstScreen listing={screen.listing} />
    case 'blogs':
      return <BlogsFirstScreen posts={screen.posts} />
    case 'map':
      return <MapFirstScreen />
  }
}

export const renderFirstScreen: TRenderFirstScreen = (screen, language, path) =>
  renderToString(
    // A client of its own per render: hooks need one, and nothing is fetched on the server.
    <QueryClientProvider client={new QueryClient()}>
      <I18nextProvider i18n={translator(language)}>
        <MemoryRouter initialEntries={[path]}>
          {/* Under the stand-in header (index.html), where the layout puts every page. */}
          <div className="pt-(--header-height)">
            <Screen screen={screen} />
          </div>
        </MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>,
  )
