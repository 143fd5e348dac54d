import { amenityLabelsFr } from '../messages/amenity-labels.ts'
import { centsToDecimal, formatMoney } from '../money.ts'
import type { TLeaseDwellingKind } from './rules.ts'

/**
 * Everything the lease states, frozen from the stay when it was confirmed and completed by the
 * host's answers to sections F and G. The signed text is rendered from it (`leaseSections`).
 */
export type TLeaseDocument = {
  stay_id: number
  lessor: { name: string; email: string }
  lessee: { name: string; email: string }
  dwelling: {
    title: string
    address: string
    kind: TLeaseDwellingKind
    bedrooms: number
    furniture: string[]
    services: string[]
  }
  term: { start: string; end: string }
  rent: { monthly_cents: number; schedule: { due_date: string; amount_cents: number }[] }
  rules: string[]
  section_f: { building_under_five_years: boolean | null; rent_ceiling_cents: number | null }
  section_g: { lowest_rent_cents: number | null }
}

/** One section of the lease: its heading and lines in French, then in English. */
export type TLeaseSection = { id: string; fr: string[]; en: string[] }

/** Amenities that are services of the lease (section E) rather than furniture. */
export const LEASE_SERVICE_AMENITIES = new Set([
  'Heating',
  'Cooling (AC)',
  'Wi-Fi',
  'Cleaning Service',
  'Street Parking',
  'Private Parking',
  'Shared Balcony',
])

const money = (cents: number, language: 'fr' | 'en') =>
  formatMoney(centsToDecimal(cents), language, { cents: 'always' })
const list = (items: string[], none: string) => (items.length ? items.join(', ') : none)

/**
 * The lease's text, section by section, each in French then in English (the French text prevails:
 * art. 55 of the Charter of the French language). Its lines are what the PDF draws and what is
 * hashed for the signatures, so any change to a word changes the hash.
 */
export function leaseSections(doc: TLeaseDocument): TLeaseSection[] {
  return sectionsOf(doc).map((section) => ({ ...section, fr: section.fr.map(frenchSpacing) }))
}

/** French typography: a no-break space before « : ; ! ? », so they never start a line. */
const frenchSpacing = (line: string) => line.replace(/ ([:;!?])/g, '\u00a0$1')

function sectionsOf(doc: TLeaseDocument): TLeaseSection[] {
  const { lessor, lessee, dwelling, term, rent, section_f: f, section_g: g } = doc
  const furnitureFr = dwelling.furniture.map(
    (item) => (amenityLabelsFr as Record<string, string>)[item] ?? item,
  )
  const servicesFr = dwelling.services.map(
    (item) => (amenityLabelsFr as Record<string, string>)[item] ?? item,
  )
  const isRoom = dwelling.kind === 'room'
  const windowFr = isRoom
    ? 'entre le 20e et le 10e jour avant la fin du bail'
    : 'entre le 2e et le 1er mois avant la fin du bail'
  const windowEn = isRoom
    ? 'between 20 and 10 days before the end of the lease'
    : 'between 2 months and 1 month before the end of the lease'
  const fFr =
    f.building_under_five_years === true
      ? [
          'Le logement est situé dans un immeuble construit ou dont l’utilisation à des fins locatives résulte d’un changement d’affectation depuis 5 ans ou moins.',
          `Loyer maximal que le locateur pourra exiger durant ces 5 ans : ${f.rent_ceiling_cents === null ? '—' : money(f.rent_ceiling_cents, 'fr')}.`,
        ]
      : f.building_under_five_years === false
        ? ['Le logement n’est pas situé dans un immeuble de 5 ans ou moins.']
        : ['À remplir par le locateur.']
  const fEn =
    f.building_under_five_years === true
      ? [
          'The dwelling is in a building built, or converted to rental use, five years ago or less.',
          `Maximum rent the lessor may charge during those five years: ${f.rent_ceiling_cents === null ? '—' : money(f.rent_ceiling_cents, 'en')}.`,
        ]
      : f.building_under_five_years === false
        ? ['The dwelling is not in a building five years old or less.']
        : ['To be filled in by the lessor.']
  return [
    {
      id: 'A',
      fr: [
        'A. Parties',
        `Locateur : ${lessor.name} (${lessor.email})`,
        `Locataire : ${lessee.name} (${lessee.email})`,
      ],
      en: [
        'A. Parties',
        `Lessor: ${lessor.name} (${lessor.email})`,
        `Lessee: ${lessee.name} (${lessee.email})`,
      ],
    },
    {
      id: 'B',
      fr: [
        'B. Description et destination du logement loué, des accessoires et dépendances',
        `Adresse : ${dwelling.address}`,
        `${isRoom ? 'Chambre' : 'Logement entier'} (${dwelling.title}), ${dwelling.bedrooms} chambre(s) à coucher, à usage d’habitation seulement.`,
        `Meubles et accessoires fournis : ${list(furnitureFr, 'aucun')}`,
      ],
      en: [
        'B. Description and destination of the leased dwelling, accessories and dependencies',
        `Address: ${dwelling.address}`,
        `${isRoom ? 'Room' : 'Whole dwelling'} (${dwelling.title}), ${dwelling.bedrooms} bedroom(s), for residential use only.`,
        `Furniture and appliances provided: ${list(dwelling.furniture, 'none')}`,
      ],
    },
    {
      id: 'C',
      fr: [
        'C. Durée du bail',
        `Bail à durée fixe du ${term.start} au ${term.end} (départ le ${term.end}).`,
        'Le bail est reconduit de plein droit à son terme, sauf avis de non-reconduction du locataire (art. 1941 et 1946 C.c.Q.).',
      ],
      en: [
        'C. Term of the lease',
        `Fixed-term lease from ${term.start} to ${term.end} (leaving on ${term.end}).`,
        'The lease is renewed by law at its end unless the lessee gives notice of non-renewal (arts. 1941 and 1946 C.c.Q.).',
      ],
    },
    {
      id: 'D',
      fr: [
        'D. Loyer',
        `Loyer mensuel : ${money(rent.monthly_cents, 'fr')}, payable par l’intermédiaire de Demeure.`,
        ...rent.schedule.map((entry) => `Échéance du ${entry.due_date} : ${money(entry.amount_cents, 'fr')}`),
        'Aucun chèque postdaté ni autre instrument de paiement postdaté n’est exigé (art. 1904 C.c.Q.).',
      ],
      en: [
        'D. Rent',
        `Monthly rent: ${money(rent.monthly_cents, 'en')}, paid through Demeure.`,
        ...rent.schedule.map((entry) => `Due ${entry.due_date}: ${money(entry.amount_cents, 'en')}`),
        'No post-dated cheque or other post-dated payment instrument is required (art. 1904 C.c.Q.).',
      ],
    },
    {
      id: 'E',
      fr: [
        'E. Services et conditions',
        `Services compris : ${list(servicesFr, 'aucun')}`,
        'Règlement de l’immeuble (remis avant la conclusion du bail, art. 1894 C.c.Q.) :',
        ...(doc.rules.length ? doc.rules.map((rule) => `- ${rule}`) : ['- aucun']),
      ],
      en: [
        'E. Services and conditions',
        `Services included: ${list(dwelling.services, 'none')}`,
        'Building rules (given before the lease is entered into, art. 1894 C.c.Q.):',
        ...(doc.rules.length ? doc.rules.map((rule) => `- ${rule}`) : ['- none']),
      ],
    },
    {
      id: 'F',
      fr: ['F. Restrictions au droit à la fixation du loyer (art. 1955 C.c.Q.)', ...fFr],
      en: ['F. Restrictions on the right to have the rent fixed (art. 1955 C.c.Q.)', ...fEn],
    },
    {
      id: 'G',
      fr: [
        'G. Avis au nouveau locataire (art. 1896 C.c.Q.)',
        g.lowest_rent_cents === null
          ? 'Le logement n’a pas été loué au cours des 12 mois précédant le début du bail.'
          : `Loyer le plus bas payé au cours des 12 mois précédant le début du bail : ${money(g.lowest_rent_cents, 'fr')}.`,
        'Si ce loyer est inférieur au vôtre, vous pouvez demander au Tribunal administratif du logement de fixer le loyer dans les 10 jours de la conclusion du bail (art. 1950 C.c.Q.).',
      ],
      en: [
        'G. Notice to a new lessee (art. 1896 C.c.Q.)',
        g.lowest_rent_cents === null
          ? 'The dwelling was not rented during the 12 months before the lease begins.'
          : `Lowest rent paid during the 12 months before the lease begins: ${money(g.lowest_rent_cents, 'en')}.`,
        'If it is lower than yours, you may ask the Administrative Housing Tribunal to fix the rent within 10 days of entering into the lease (art. 1950 C.c.Q.).',
      ],
    },
    {
      id: 'H',
      fr: [
        'H. Avis',
        `Non-reconduction : le locataire qui ne veut pas reconduire le bail en avise le locateur ${windowFr} (art. 1942 et 1946 C.c.Q.), dans Demeure.`,
        'Une date de fin fixe n’est pas automatique : sans avis, le bail se poursuit au même loyer.',
        'Toute clause contraire à ces règles est sans effet (art. 1893 C.c.Q.).',
      ],
      en: [
        'H. Notices',
        `Non-renewal: a lessee who does not want to renew the lease notifies the lessor ${windowEn} (arts. 1942 and 1946 C.c.Q.), in Demeure.`,
        'A fixed end date is not automatic: without notice, the lease continues at the same rent.',
        'Any clause contrary to these rules is without effect (art. 1893 C.c.Q.).',
      ],
    },
  ]
}

/** The exact text both parties sign: French, then English, section by section. */
export function leaseText(doc: TLeaseDocument): string {
  const header = [
    `Bail de logement — Demeure, séjour n° ${doc.stay_id}`,
    `Lease of a dwelling — Demeure, stay no. ${doc.stay_id}`,
  ]
  const body = leaseSections(doc).flatMap((section) => [...section.fr, ...section.en])
  return [...header, ...body].join('\n')
}
