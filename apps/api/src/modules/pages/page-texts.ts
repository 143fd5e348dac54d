import type { TLanguage } from '@demeure/shared'

/**
 * What a link preview and a search result say about each public page, in both languages. They
 * repeat the titles and intros the web app shows on those pages (apps/web/src/locales), since a
 * previewer never runs the app.
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

const en: TPageTexts & TListingTexts = {
  home: {
    title: 'Furnished monthly stays in Montreal',
    description:
      "Move in with a suitcase and stay from 1 to 11 months. One flat 12% service fee on the first month's rent, and nothing hidden after that.",
  },
  about: {
    title: 'A calmer way to rent a furnished home',
    description:
      'Demeure connects students and newcomers with verified hosts offering furnished homes for 1 to 11 months in Montreal.',
  },
  blogs: {
    title: 'Blog',
    description: 'Guides for settling in Montreal: neighbourhoods, leases, winter and everyday life.',
  },
  contact: {
    title: 'Contact us',
    description: 'Questions about a home, a booking or hosting? Our team answers in English and French.',
  },
  explore: {
    title: 'Explore furnished homes',
    description:
      'Apartments, suites, private rooms and houses for monthly stays, from the Plateau to Côte-des-Neiges.',
  },
  map: {
    title: 'Homes on the map',
    description: 'Every furnished home for 1 to 11 months in Montreal, on the map, with its monthly price.',
  },
  fees: {
    title: 'One clear fee, paid once',
    description:
      "Renters pay a 12% service fee on the first month's rent only. No booking fee, no monthly fee, nothing added later.",
  },
  terms: {
    title: 'Terms of use',
    description:
      'The terms of use of Demeure, in French first with an English translation: fees, held payments, no deposits, the lease and its renewal, and your rights under Québec law.',
  },
  faq: {
    title: 'Frequently asked questions',
    description:
      'Short answers about stays, prices and hosts. Our team answers the rest, in English and French.',
  },
  hostGuide: {
    title: 'Host guide',
    description: 'Everything you need to publish a furnished home on Demeure and keep it rented.',
  },
  listYourProperty: {
    title: 'List your furnished home',
    description:
      'Students and newcomers look for furnished homes for a few months. Here is what to prepare before you start.',
  },
  rentalsManagement: {
    title: 'List your property',
    description: 'Host furnished monthly stays in Montreal with verified renters and one clear fee.',
  },
  login: { title: 'Log in', description: 'Log in to Demeure to book and manage your monthly stays.' },
  signup: {
    title: 'Create your account',
    description: 'Create a Demeure account to book furnished monthly stays in Montreal.',
  },
  notFound: {
    title: 'Page not found',
    description: 'This page does not exist or is no longer available.',
  },
  listingTitle: '{{title}} · {{price}}/month · {{city}}',
  listingFallback: 'A furnished home for stays of 1 to 11 months.',
  guests: (count) => (count === 1 ? '1 guest' : `${count} guests`),
}

const fr: TPageTexts & TListingTexts = {
  home: {
    title: 'Des logements meublés au mois à Montréal',
    description:
      'Arrivez avec votre valise et restez de 1 à 11 mois. Des frais de service uniques de 12 % sur le loyer du premier mois, et rien de caché ensuite.',
  },
  about: {
    title: 'Une façon plus sereine de louer un logement meublé',
    description:
      'Demeure met en relation les étudiants et les nouveaux arrivants avec des hôtes vérifiés qui offrent des logements meublés de 1 à 11 mois à Montréal.',
  },
  blogs: {
    title: 'Blogue',
    description: 'Des guides pour vous installer à Montréal : quartiers, baux, hiver et vie quotidienne.',
  },
  contact: {
    title: 'Nous joindre',
    description:
      "Une question sur un logement, une réservation ou l'accueil de locataires? Notre équipe répond en français et en anglais.",
  },
  explore: {
    title: 'Explorez les logements meublés',
    description:
      'Appartements, suites, chambres privées et maisons pour des séjours au mois, du Plateau à Côte-des-Neiges.',
  },
  map: {
    title: 'Les logements sur la carte',
    description:
      'Tous les logements meublés de 1 à 11 mois à Montréal, sur la carte, avec leur loyer mensuel.',
  },
  fees: {
    title: 'Des frais clairs, payés une seule fois',
    description:
      "Les locataires paient des frais de service de 12 % sur le premier mois de loyer seulement. Aucuns frais de réservation, aucuns frais mensuels, rien d'ajouté plus tard.",
  },
  terms: {
    title: 'Conditions d’utilisation',
    description:
      'Les conditions d’utilisation de Demeure, en français d’abord, avec une traduction anglaise : frais, paiements retenus, aucun dépôt, le bail et sa reconduction, et vos droits selon la loi du Québec.',
  },
  faq: {
    title: 'Foire aux questions',
    description:
      'Des réponses courtes sur les séjours, les prix et les hôtes. Notre équipe répond au reste, en français et en anglais.',
  },
  hostGuide: {
    title: "Guide de l'hôte",
    description: 'Tout ce qu’il faut pour afficher un logement meublé sur Demeure et le garder loué.',
  },
  listYourProperty: {
    title: 'Affichez votre logement meublé',
    description:
      'Des étudiants et des nouveaux arrivants cherchent des logements meublés pour quelques mois. Voici quoi préparer avant de commencer.',
  },
  rentalsManagement: {
    title: 'Affichez votre logement',
    description:
      'Accueillez des locataires vérifiés pour des séjours meublés au mois à Montréal, avec des frais clairs.',
  },
  login: {
    title: 'Se connecter',
    description: 'Connectez-vous à Demeure pour réserver et gérer vos séjours au mois.',
  },
  signup: {
    title: 'Créez votre compte',
    description: 'Créez un compte Demeure pour réserver un logement meublé au mois à Montréal.',
  },
  notFound: {
    title: 'Page introuvable',
    description: "Cette page n'existe pas ou n'est plus offerte.",
  },
  listingTitle: '{{title}} · {{price}}/mois · {{city}}',
  listingFallback: 'Un logement meublé pour des séjours de 1 à 11 mois.',
  guests: (count) => (count === 1 ? '1 personne' : `${count} personnes`),
}

export const PAGE_TEXTS: Record<TLanguage, TPageTexts & TListingTexts> = { en, fr }
