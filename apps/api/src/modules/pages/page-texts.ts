import { pageHeads, SERVICE_FEE_BASIS_POINTS, type TLanguage, type TPageHeadKey } from '@demeure/shared'

/**
 * What a link preview and a search result say about each public page, in both languages, since a
 * previewer never runs the app. A page's heading and intro come from the shared package, where the
 * web app reads them too (messages/page-heads.ts), so the two cannot differ; only what the web does
 * not show (a description for a page with no intro) is written here.
 */
type TPageText = { title: string; description: string }
type TPageTexts = {
  home: TPageText
  about: TPageText
  blogs: TPageText
  contact: TPageText
  explore: TPageText
  map: TPageText
  fees: TPageText
  faq: TPageText
  terms: TPageText
  hostGuide: TPageText
  listYourProperty: TPageText
  rentalsManagement: TPageText
  login: TPageText
  signup: TPageText
  notFound: TPageText
}
export type TPageKey = keyof TPageTexts

type TListingTexts = {
  /** "{{title}} · {{price}}/month · {{city}}" */
  listingTitle: string
  /** Used when the host wrote no description. */
  listingFallback: string
  guests: (count: number) => string
}

/** A page's heading and intro as the web app shows them, the fee's {{percent}} filled in. */
function webHead(language: TLanguage, page: string): TPageText {
  const texts: Record<string, string> = pageHeads[language]
  const percent = String(SERVICE_FEE_BASIS_POINTS / 100)
  return {
    title: texts[`${page}.title`] as string,
    description: (texts[`${page}.intro`] as string).replace('{{percent}}', percent),
  }
}

/** A page whose heading the web app shows (shared) and whose description only the server writes. */
function webTitle(language: TLanguage, title: TPageHeadKey, description: string): TPageText {
  return { title: pageHeads[language][title], description }
}

const en: TPageTexts & TListingTexts = {
  home: webHead('en', 'home'),
  about: webHead('en', 'about'),
  blogs: webHead('en', 'blogs'),
  contact: webHead('en', 'contact'),
  explore: webHead('en', 'explore'),
  map: webTitle(
    'en',
    'map.title',
    'Every furnished home for 1 to 11 months in Montreal, on the map, with its monthly price.',
  ),
  fees: webHead('en', 'fees'),
  // The terms open in French whatever the interface language (a contract of adhesion, Charter of
  // the French language s. 55), so their title is the French one, as the open tab's is.
  terms: {
    title: 'Conditions d’utilisation',
    description:
      'The terms of use of Demeure, in French first with an English translation: fees, held payments, no deposits, the lease and its renewal, and your rights under Québec law.',
  },
  faq: webHead('en', 'faq'),
  hostGuide: webHead('en', 'hostGuide'),
  listYourProperty: webHead('en', 'listYourProperty'),
  rentalsManagement: webTitle(
    'en',
    'rentalsManagement.title',
    'Host furnished monthly stays in Montreal with verified renters and one clear fee.',
  ),
  login: webTitle('en', 'auth.login.pageTitle', 'Log in to Demeure to book and manage your monthly stays.'),
  signup: webTitle(
    'en',
    'auth.signup.title',
    'Create a Demeure account to book furnished monthly stays in Montreal.',
  ),
  notFound: {
    title: 'Page not found',
    description: 'This page does not exist or is no longer available.',
  },
  listingTitle: '{{title}} · {{price}}/month · {{city}}',
  listingFallback: 'A furnished home for stays of 1 to 11 months.',
  guests: (count) => (count === 1 ? '1 guest' : `${count} guests`),
}

const fr: TPageTexts & TListingTexts = {
  home: webHead('fr', 'home'),
  about: webHead('fr', 'about'),
  blogs: webHead('fr', 'blogs'),
  contact: webHead('fr', 'contact'),
  explore: webHead('fr', 'explore'),
  map: webTitle(
    'fr',
    'map.title',
    'Tous les logements meublés de 1 à 11 mois à Montréal, sur la carte, avec leur loyer mensuel.',
  ),
  fees: webHead('fr', 'fees'),
  terms: {
    title: 'Conditions d’utilisation',
    description:
      'Les conditions d’utilisation de Demeure, en français d’abord, avec une traduction anglaise : frais, paiements retenus, aucun dépôt, le bail et sa reconduction, et vos droits selon la loi du Québec.',
  },
  faq: webHead('fr', 'faq'),
  hostGuide: webHead('fr', 'hostGuide'),
  listYourProperty: webHead('fr', 'listYourProperty'),
  rentalsManagement: webTitle(
    'fr',
    'rentalsManagement.title',
    'Accueillez des locataires vérifiés pour des séjours meublés au mois à Montréal, avec des frais clairs.',
  ),
  login: webTitle(
    'fr',
    'auth.login.pageTitle',
    'Connectez-vous à Demeure pour réserver et gérer vos séjours au mois.',
  ),
  signup: webTitle(
    'fr',
    'auth.signup.title',
    'Créez un compte Demeure pour réserver un logement meublé au mois à Montréal.',
  ),
  notFound: {
    title: 'Page introuvable',
    description: "Cette page n'existe pas ou n'est plus offerte.",
  },
  listingTitle: '{{title}} · {{price}}/mois · {{city}}',
  listingFallback: 'Un logement meublé pour des séjours de 1 à 11 mois.',
  guests: (count) => (count === 1 ? '1 personne' : `${count} personnes`),
}

export const PAGE_TEXTS: Record<TLanguage, TPageTexts & TListingTexts> = { en, fr }
