/**
 * Where the demo homes are: Montreal's neighbourhoods with real streets, the postal districts (FSA)
 * that serve them and a nearby landmark, then the suburbs across the bridges. Names are given in
 * both languages with their preposition, since English and French place them differently
 * ('on the Plateau' / 'sur le Plateau').
 */
export type TDemoArea = {
  name: string
  city: string
  lat: number
  lon: number
  /** How far homes scatter from the centre, in degrees of latitude. */
  spread: number
  streets: string[]
  /** First three characters of the postal codes of the area. */
  fsas: string[]
  in: { en: string; fr: string }
  near: { en: string; fr: string }
}

const montreal = (area: Omit<TDemoArea, 'city' | 'spread'>): TDemoArea => ({
  ...area,
  city: 'Montréal',
  spread: 0.009,
})
const suburb = (area: Omit<TDemoArea, 'spread'>): TDemoArea => ({ ...area, spread: 0.03 })

export const MONTREAL_AREAS: TDemoArea[] = [
  montreal({
    name: 'Plateau-Mont-Royal',
    lat: 45.5236,
    lon: -73.5815,
    streets: [
      'Rue Saint-Denis',
      'Avenue du Mont-Royal Est',
      'Rue Rachel Est',
      'Avenue Duluth Est',
      'Rue Marie-Anne Est',
      'Rue Fabre',
    ],
    fsas: ['H2J', 'H2T', 'H2W'],
    in: { en: 'on the Plateau', fr: 'sur le Plateau' },
    near: { en: 'Parc La Fontaine', fr: 'du parc La Fontaine' },
  }),
  montreal({
    name: 'Mile End',
    lat: 45.5247,
    lon: -73.6009,
    streets: [
      'Rue Saint-Viateur Ouest',
      'Avenue Fairmount Ouest',
      'Rue Waverly',
      'Avenue de l’Esplanade',
      'Rue Clark',
    ],
    fsas: ['H2T', 'H2V'],
    in: { en: 'in Mile End', fr: 'dans le Mile End' },
    near: { en: 'Saint-Viateur Street', fr: 'de la rue Saint-Viateur' },
  }),
  montreal({
    name: 'Côte-des-Neiges',
    lat: 45.4965,
    lon: -73.6267,
    streets: [
      'Chemin de la Côte-des-Neiges',
      'Avenue Decelles',
      'Chemin Queen-Mary',
      'Avenue Van Horne',
      'Avenue Lacombe',
    ],
    fsas: ['H3S', 'H3T', 'H3W'],
    in: { en: 'in Côte-des-Neiges', fr: 'à Côte-des-Neiges' },
    near: { en: 'Université de Montréal', fr: 'de l’Université de Montréal' },
  }),
  montreal({
    name: 'Notre-Dame-de-Grâce',
    lat: 45.4745,
    lon: -73.6178,
    streets: [
      'Avenue de Monkland',
      'Avenue Girouard',
      'Rue Sherbrooke Ouest',
      'Avenue Old Orchard',
      'Avenue Harvard',
    ],
    fsas: ['H4A', 'H4B'],
    in: { en: 'in NDG', fr: 'à NDG' },
    near: { en: 'Monkland Village', fr: 'du village Monkland' },
  }),
  montreal({
    name: 'Rosemont–La Petite-Patrie',
    lat: 45.5459,
    lon: -73.5907,
    streets: [
      'Rue Beaubien Est',
      'Rue Masson',
      'Boulevard Rosemont',
      'Rue de Bellechasse',
      'Rue Saint-Hubert',
    ],
    fsas: ['H1X', 'H1Y', 'H2G', 'H2S'],
    in: { en: 'in Rosemont', fr: 'dans Rosemont' },
    near: { en: 'Parc Molson', fr: 'du parc Molson' },
  }),
  montreal({
    name: 'Villeray',
    lat: 45.5432,
    lon: -73.6237,
    streets: ['Rue Jarry Est', 'Rue Villeray', 'Rue De Castelnau Est', 'Rue Faillon Est'],
    fsas: ['H2R', 'H2E'],
    in: { en: 'in Villeray', fr: 'dans Villeray' },
    near: { en: 'Parc Jarry', fr: 'du parc Jarry' },
  }),
  montreal({
    name: 'Hochelaga-Maisonneuve',
    lat: 45.5454,
    lon: -73.5411,
    streets: ['Rue Ontario Est', 'Rue Sainte-Catherine Est', 'Avenue Pie-IX', 'Rue Adam'],
    fsas: ['H1V', 'H1W'],
    in: { en: 'in Hochelaga', fr: 'dans Hochelaga' },
    near: { en: 'Maisonneuve Market', fr: 'du marché Maisonneuve' },
  }),
  montreal({
    name: 'Downtown',
    lat: 45.5017,
    lon: -73.5707,
    streets: ['Rue Crescent', 'Rue Bishop', 'Rue Drummond', 'Boulevard De Maisonneuve Ouest', 'Rue Peel'],
    fsas: ['H3A', 'H3G', 'H3H'],
    in: { en: 'downtown', fr: 'au centre-ville' },
    near: { en: 'McGill', fr: 'de McGill' },
  }),
  montreal({
    name: 'Old Montreal',
    lat: 45.5075,
    lon: -73.5544,
    streets: ['Rue Saint-Paul Ouest', 'Rue Notre-Dame Ouest', 'Rue de la Commune Ouest', 'Rue Saint-Pierre'],
    fsas: ['H2Y'],
    in: { en: 'in Old Montreal', fr: 'dans le Vieux-Montréal' },
    near: { en: 'the Old Port', fr: 'du Vieux-Port' },
  }),
  montreal({
    name: 'Griffintown',
    lat: 45.4921,
    lon: -73.5605,
    streets: ['Rue Ottawa', 'Rue William', 'Rue Basin', 'Rue des Bassins'],
    fsas: ['H3C', 'H3J'],
    in: { en: 'in Griffintown', fr: 'dans Griffintown' },
    near: { en: 'the Lachine Canal', fr: 'du canal de Lachine' },
  }),
  montreal({
    name: 'Saint-Henri',
    lat: 45.4785,
    lon: -73.5849,
    streets: ['Rue Notre-Dame Ouest', 'Rue Saint-Ambroise', 'Rue Saint-Jacques', 'Rue du Couvent'],
    fsas: ['H4C'],
    in: { en: 'in Saint-Henri', fr: 'à Saint-Henri' },
    near: { en: 'Atwater Market', fr: 'du marché Atwater' },
  }),
  montreal({
    name: 'Verdun',
    lat: 45.4584,
    lon: -73.5685,
    streets: ['Rue Wellington', 'Boulevard LaSalle', 'Rue de Verdun', 'Rue Galt'],
    fsas: ['H4G', 'H4H'],
    in: { en: 'in Verdun', fr: 'à Verdun' },
    near: { en: 'the Verdun beach', fr: 'de la plage de Verdun' },
  }),
  montreal({
    name: 'Outremont',
    lat: 45.5163,
    lon: -73.6079,
    streets: ['Avenue Laurier Ouest', 'Avenue Bernard Ouest', 'Rue Hutchison', 'Avenue Querbes'],
    fsas: ['H2V'],
    in: { en: 'in Outremont', fr: 'à Outremont' },
    near: { en: 'Parc Outremont', fr: 'du parc Outremont' },
  }),
  montreal({
    name: 'Ahuntsic',
    lat: 45.5602,
    lon: -73.6586,
    streets: [
      'Rue Fleury Ouest',
      'Boulevard Henri-Bourassa Est',
      'Rue Lajeunesse',
      'Avenue Christophe-Colomb',
    ],
    fsas: ['H2C', 'H2M', 'H3L'],
    in: { en: 'in Ahuntsic', fr: 'à Ahuntsic' },
    near: { en: 'Parc Ahuntsic', fr: 'du parc Ahuntsic' },
  }),
  montreal({
    name: 'Little Italy',
    lat: 45.5326,
    lon: -73.6143,
    streets: ['Rue Dante', 'Boulevard Saint-Laurent', 'Rue Saint-Zotique Est', 'Rue Alma'],
    fsas: ['H2S'],
    in: { en: 'in Little Italy', fr: 'dans la Petite-Italie' },
    near: { en: 'Jean-Talon Market', fr: 'du marché Jean-Talon' },
  }),
  montreal({
    name: 'Quartier Latin',
    lat: 45.5152,
    lon: -73.5614,
    streets: ['Rue Saint-Denis', 'Rue Berri', 'Rue Ontario Est', 'Rue Saint-Christophe'],
    fsas: ['H2L', 'H2X'],
    in: { en: 'in the Latin Quarter', fr: 'dans le Quartier latin' },
    near: { en: 'UQAM', fr: 'de l’UQAM' },
  }),
  montreal({
    name: 'Milton-Parc',
    lat: 45.5098,
    lon: -73.5762,
    streets: ['Rue Milton', 'Rue Durocher', 'Avenue du Parc', 'Rue Hutchison'],
    fsas: ['H2X'],
    in: { en: 'in Milton-Parc', fr: 'à Milton-Parc' },
    near: { en: 'McGill campus', fr: 'du campus de McGill' },
  }),
  montreal({
    name: 'Westmount',
    lat: 45.4849,
    lon: -73.5978,
    streets: ['Avenue Greene', 'Rue Sherbrooke Ouest', 'Avenue Victoria', 'Avenue Clarke'],
    fsas: ['H3Y', 'H3Z'],
    in: { en: 'in Westmount', fr: 'à Westmount' },
    near: { en: 'Westmount Park', fr: 'du parc Westmount' },
  }),
]

/** Across the bridges: a few homes for people working or studying on the South Shore or in Laval. */
export const NEARBY_AREAS: TDemoArea[] = [
  suburb({
    name: 'Laval',
    city: 'Laval',
    lat: 45.5695,
    lon: -73.692,
    streets: [
      'Boulevard de la Concorde Ouest',
      'Boulevard Saint-Martin Ouest',
      'Rue Principale',
      'Boulevard Lévesque Est',
    ],
    fsas: ['H7N', 'H7T', 'H7V'],
    in: { en: 'in Laval', fr: 'à Laval' },
    near: { en: 'Montmorency station', fr: 'de la station Montmorency' },
  }),
  suburb({
    name: 'Longueuil',
    city: 'Longueuil',
    lat: 45.5312,
    lon: -73.5185,
    streets: ['Rue Saint-Charles Ouest', 'Chemin de Chambly', 'Rue Saint-Laurent Ouest'],
    fsas: ['J4H', 'J4K'],
    in: { en: 'in Longueuil', fr: 'à Longueuil' },
    near: { en: 'the Longueuil metro', fr: 'du métro Longueuil' },
  }),
  suburb({
    name: 'Brossard',
    city: 'Brossard',
    lat: 45.4584,
    lon: -73.4655,
    streets: ['Boulevard Taschereau', 'Rue Chevrier', 'Boulevard de Rome'],
    fsas: ['J4W', 'J4X', 'J4Z'],
    in: { en: 'in Brossard', fr: 'à Brossard' },
    near: { en: 'the REM station', fr: 'de la station du REM' },
  }),
  suburb({
    name: 'Saint-Lambert',
    city: 'Saint-Lambert',
    lat: 45.5005,
    lon: -73.5068,
    streets: ['Avenue Victoria', 'Rue Notre-Dame', 'Avenue Lorne'],
    fsas: ['J4P', 'J4R'],
    in: { en: 'in Saint-Lambert', fr: 'à Saint-Lambert' },
    near: { en: 'the riverside', fr: 'du bord de l’eau' },
  }),
]

/** Share of the demo homes in Montreal itself; the rest are in the nearby cities. */
export const MONTREAL_SHARE = 0.9
