/**
 * The heading and intro of the public pages, in both languages. The web app shows them on the page
 * and the API writes them into that page's <title> and description (link previews, search results,
 * before any script runs), so both read them here and cannot drift apart. Keys are the web
 * catalogue's ('home.title'); the web merges them into its catalogue as it does the validation texts.
 * {{percent}} is the service fee.
 */
export const pageHeadsEn = {
  'home.title': 'Furnished monthly stays in Montreal',
  'home.intro':
    "Move in with a suitcase and stay from 1 to 11 months. One flat 12% service fee on the first month's rent, and nothing hidden after that.",
  'about.title': 'A calmer way to rent a furnished home',
  'about.intro':
    'Demeure connects students and newcomers with verified hosts offering furnished homes for 1 to 11 months in Montreal.',
  'blogs.title': 'Blog',
  'blogs.intro': 'Guides for settling in Montreal: neighbourhoods, leases, winter and everyday life.',
  'contact.title': 'Contact us',
  'contact.intro': 'Questions about a home, a booking or hosting? Our team answers in English and French.',
  'explore.title': 'Explore furnished homes',
  'explore.intro':
    'Apartments, suites, private rooms and houses for monthly stays, from the Plateau to Côte-des-Neiges.',
  'map.title': 'Homes on the map',
  'fees.title': 'One clear fee, paid once',
  'fees.intro':
    "Renters pay a {{percent}}% service fee on the first month's rent only. No booking fee, no monthly fee, nothing added later.",
  'faq.title': 'Frequently asked questions',
  'faq.intro':
    'Short answers about stays, prices and hosts. Our team answers the rest, in English and French.',
  'hostGuide.title': 'Host guide',
  'hostGuide.intro': 'Everything you need to publish a furnished home on Demeure and keep it rented.',
  'listYourProperty.title': 'List your furnished home',
  'listYourProperty.intro':
    'Students and newcomers look for furnished homes for a few months. Here is what to prepare before you start.',
  'auth.signup.title': 'Create your account',
  'auth.login.pageTitle': 'Log in',
  'rentalsManagement.title': 'List your property',
} as const

export type TPageHeadKey = keyof typeof pageHeadsEn

export const pageHeadsFr: Record<TPageHeadKey, string> = {
  'home.title': 'Des logements meublés au mois à Montréal',
  'home.intro':
    'Arrivez avec votre valise et restez de 1 à 11 mois. Des frais de service uniques de 12 % sur le loyer du premier mois, et rien de caché ensuite.',
  'about.title': 'Une façon plus sereine de louer un logement meublé',
  'about.intro':
    'Demeure met en relation les étudiants et les nouveaux arrivants avec des hôtes vérifiés qui offrent des logements meublés de 1 à 11 mois à Montréal.',
  'blogs.title': 'Blogue',
  'blogs.intro': 'Des guides pour vous installer à Montréal : quartiers, baux, hiver et vie quotidienne.',
  'contact.title': 'Nous joindre',
  'contact.intro':
    "Une question sur un logement, une réservation ou l'accueil de locataires? Notre équipe répond en français et en anglais.",
  'explore.title': 'Explorez les logements meublés',
  'explore.intro':
    'Appartements, suites, chambres privées et maisons pour des séjours au mois, du Plateau à Côte-des-Neiges.',
  'map.title': 'Les logements sur la carte',
  'fees.title': 'Des frais clairs, payés une seule fois',
  'fees.intro':
    "Les locataires paient des frais de service de {{percent}} % sur le premier mois de loyer seulement. Aucuns frais de réservation, aucuns frais mensuels, rien d'ajouté plus tard.",
  'faq.title': 'Foire aux questions',
  'faq.intro':
    'Des réponses courtes sur les séjours, les prix et les hôtes. Notre équipe répond au reste, en français et en anglais.',
  'hostGuide.title': "Guide de l'hôte",
  'hostGuide.intro': "Tout ce qu'il faut pour afficher un logement meublé sur Demeure et le garder loué.",
  'listYourProperty.title': 'Affichez votre logement meublé',
  'listYourProperty.intro':
    'Des étudiants et des nouveaux arrivants cherchent des logements meublés pour quelques mois. Voici quoi préparer avant de commencer.',
  'auth.signup.title': 'Créez votre compte',
  'auth.login.pageTitle': 'Connexion',
  'rentalsManagement.title': 'Offrir mon logement',
}

export const pageHeads = { en: pageHeadsEn, fr: pageHeadsFr } as const
