/**
 * French place names with their article, so a reply says « du Plateau », « de l’UQAM », « de la
 * station Peel », « d’Outremont », « de Verdun », never « de UQAM ». The gazetteer names places in
 * English (extract/gazetteer.ts); a place missing here is a city or a name French keeps as is.
 */
type TArticle = 'le' | 'la' | 'les' | 'l’' | ''

const FRENCH: Record<string, [name: string, article: TArticle]> = {
  'Plateau-Mont-Royal': ['Plateau-Mont-Royal', 'le'],
  'Mile End': ['Mile End', 'le'],
  Downtown: ['centre-ville', 'le'],
  'Old Montreal': ['Vieux-Montréal', 'le'],
  'Little Italy': ['Petite-Italie', 'la'],
  'Quartier Latin': ['Quartier latin', 'le'],
  'McGill University': ['Université McGill', 'l’'],
  'Concordia University': ['Université Concordia', 'l’'],
  'Loyola campus': ['campus Loyola', 'le'],
  'Université de Montréal': ['Université de Montréal', 'l’'],
  UQAM: ['UQAM', 'l’'],
  ÉTS: ['ÉTS', 'l’'],
  'Dawson College': ['Collège Dawson', 'le'],
  'Mount Royal': ['mont Royal', 'le'],
  'Jean-Talon Market': ['marché Jean-Talon', 'le'],
  'Atwater Market': ['marché Atwater', 'le'],
  'Olympic Stadium': ['Stade olympique', 'le'],
  'Bell Centre': ['Centre Bell', 'le'],
  'Jewish General Hospital': ['Hôpital général juif', 'l’'],
  CHUM: ['CHUM', 'le'],
  'Glen site (MUHC)': ['site Glen (CUSM)', 'le'],
  Chinatown: ['quartier chinois', 'le'],
  'Gay Village': ['Village', 'le'],
  London: ['Londres', ''],
}

/** Names without an article that French still elides: « d’Hochelaga-Maisonneuve ». */
const ELIDED = new Set(['Hochelaga-Maisonneuve'])
const startsWithVowel = (name: string) => /^[aeiouyàâéèêëîïôöûüAEIOUYÀÂÉÈÊËÎÏÔÖÛÜ]/.test(name)

function frenchOf(name: string): [string, TArticle] {
  const station = /^(.+) station$/.exec(name)
  if (station) return [`station ${station[1]}`, 'la']
  return FRENCH[name] ?? [name, '']
}

/** The place's French name, without article: 'Université McGill', 'station Peel'. */
export const placeNameFr = (name: string) => frenchOf(name)[0]

/** « de » before the place: 'du Plateau-Mont-Royal', 'de l’UQAM', 'de la station Peel', 'd’Outremont'. */
export function deLieu(name: string): string {
  const [french, article] = frenchOf(name)
  if (article === 'le') return `du ${french}`
  if (article === 'les') return `des ${french}`
  if (article === 'la') return `de la ${french}`
  if (article === 'l’') return `de l’${french}`
  return startsWithVowel(french) || ELIDED.has(name) ? `d’${french}` : `de ${french}`
}

/** « à » before the place: 'au Plateau-Mont-Royal', 'à l’UQAM', 'à la Petite-Italie', 'à Verdun'. */
export function aLieu(name: string): string {
  const [french, article] = frenchOf(name)
  if (article === 'le') return `au ${french}`
  if (article === 'les') return `aux ${french}`
  if (article === 'la') return `à la ${french}`
  if (article === 'l’') return `à l’${french}`
  return `à ${french}`
}
