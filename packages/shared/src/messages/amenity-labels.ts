import { AMENITIES } from '../constants/catalogue.ts'

/**
 * The amenities' names, shared by the web app (filters, listing pages) and the API (the assistant's
 * replies) and the lease (its furniture and services), so all call an amenity the same. English names are the amenity values themselves (the
 * spec's); French labels are written here. Keys as the web catalogue reads them ('amenities.Closet').
 */
export type TAmenity = (typeof AMENITIES)[number]

export const amenityLabelsFr: Record<TAmenity, string> = {
  'Curtains/Blinds': 'Rideaux ou stores',
  'Pillows & Bedding': 'Oreillers et literie',
  'Semi Furnished': 'Semi-meublé',
  'Street Parking': 'Stationnement dans la rue',
  'Private Parking': 'Stationnement privé',
  'First Aid Kit': 'Trousse de premiers soins',
  'Fire Extinguisher': 'Extincteur',
  Closet: 'Garde-robe',
  'Cooling (Portable/Ceiling Fans)': 'Ventilateurs (portatifs ou de plafond)',
  'Cooling (AC)': 'Climatisation',
  Heating: 'Chauffage',
  'Desk & chair': 'Bureau et chaise',
  'Stove/Oven': 'Cuisinière et four',
  Fridge: 'Réfrigérateur',
  Seating: 'Places assises',
  'Towel hooks': 'Crochets à serviettes',
  Bathtub: 'Baignoire',
  'Cleaning supplies': 'Produits d’entretien',
  'Basic cookware': 'Ustensiles de cuisine de base',
  'Cleaning Service': 'Service d’entretien ménager',
  'Shared Balcony': 'Balcon partagé',
  'Student-Friendly': 'Idéal pour les étudiants',
  'Fully Furnished': 'Entièrement meublé',
  'Door Lock': 'Serrure',
  'Smart TV': 'Télé intelligente',
  'Wi-Fi': 'Wi-Fi',
}

export type TAmenityLabelKey = `amenities.${TAmenity}`

const catalogueOf = (label: (amenity: TAmenity) => string) =>
  Object.fromEntries(AMENITIES.map((amenity) => [`amenities.${amenity}`, label(amenity)])) as Record<
    TAmenityLabelKey,
    string
  >

export const amenityLabels = {
  en: catalogueOf((amenity) => amenity),
  fr: catalogueOf((amenity) => amenityLabelsFr[amenity]),
} as const
