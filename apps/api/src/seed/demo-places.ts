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
  /** Streets of the area, each with the civic numbers it has there (a street crosses several areas). */
  streets: TDemoStreet[]
  /** First three characters of the postal codes of the area. */
  fsas: string[]
  in: { en: string; fr: string }
  near: { en: string; fr: string }
  /** Real landmarks a description names: the closest metro (or train) station, a park, a campus. */
  transit: { en: string; fr: string }
  park: { en: string; fr: string }
  campus: { en: string; fr: string; minutes: number }
}

/** A street and the civic numbers it carries within an area. */
export type TDemoStreet = { name: string; from: number; to: number }
const street = (name: string, from: number, to: number): TDemoStreet => ({ name, from, to })

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
      street('Rue Saint-Denis', 3600, 4900),
      street('Avenue du Mont-Royal Est', 100, 1500),
      street('Rue Rachel Est', 100, 1500),
      street('Avenue Duluth Est', 100, 1300),
      street('Rue Marie-Anne Est', 100, 1400),
      street('Rue Fabre', 4000, 5400),
    ],
    fsas: ['H2J', 'H2T', 'H2W'],
    in: { en: 'on the Plateau', fr: 'sur le Plateau' },
    near: { en: 'Parc La Fontaine', fr: 'du parc La Fontaine' },
    transit: { en: 'Mont-Royal metro station', fr: 'la station de métro Mont-Royal' },
    park: { en: 'Parc La Fontaine', fr: 'le parc La Fontaine' },
    campus: { en: 'UQAM', fr: 'l’UQAM', minutes: 12 },
  }),
  montreal({
    name: 'Mile End',
    lat: 45.5247,
    lon: -73.6009,
    streets: [
      street('Rue Saint-Viateur Ouest', 100, 380),
      street('Avenue Fairmount Ouest', 50, 300),
      street('Rue Waverly', 5100, 5900),
      street('Avenue de l’Esplanade', 5100, 5800),
      street('Rue Clark', 5000, 5900),
    ],
    fsas: ['H2T', 'H2V'],
    in: { en: 'in Mile End', fr: 'dans le Mile End' },
    near: { en: 'Saint-Viateur Street', fr: 'de la rue Saint-Viateur' },
    transit: { en: 'Laurier metro station', fr: 'la station de métro Laurier' },
    park: { en: 'Parc Jeanne-Mance', fr: 'le parc Jeanne-Mance' },
    campus: { en: 'McGill', fr: 'l’Université McGill', minutes: 15 },
  }),
  montreal({
    name: 'Côte-des-Neiges',
    lat: 45.4965,
    lon: -73.6267,
    streets: [
      street('Chemin de la Côte-des-Neiges', 5000, 5900),
      street('Avenue Decelles', 3200, 3800),
      street('Chemin Queen-Mary', 3300, 4200),
      street('Avenue Van Horne', 4900, 5300),
      street('Avenue Lacombe', 3100, 3700),
    ],
    fsas: ['H3S', 'H3T', 'H3W'],
    in: { en: 'in Côte-des-Neiges', fr: 'à Côte-des-Neiges' },
    near: { en: 'Université de Montréal', fr: 'de l’Université de Montréal' },
    transit: { en: 'Côte-des-Neiges metro station', fr: 'la station de métro Côte-des-Neiges' },
    park: { en: 'Parc Jean-Brillant', fr: 'le parc Jean-Brillant' },
    campus: { en: 'Université de Montréal', fr: 'l’Université de Montréal', minutes: 8 },
  }),
  montreal({
    name: 'Notre-Dame-de-Grâce',
    lat: 45.4745,
    lon: -73.6178,
    streets: [
      street('Avenue de Monkland', 5400, 6300),
      street('Avenue Girouard', 4000, 5000),
      street('Rue Sherbrooke Ouest', 5000, 7000),
      street('Avenue Old Orchard', 4000, 5000),
      street('Avenue Harvard', 3900, 4900),
    ],
    fsas: ['H4A', 'H4B'],
    in: { en: 'in NDG', fr: 'à NDG' },
    near: { en: 'Monkland Village', fr: 'du village Monkland' },
    transit: { en: 'Villa-Maria metro station', fr: 'la station de métro Villa-Maria' },
    park: { en: 'Girouard Park', fr: 'le parc Girouard' },
    campus: { en: 'Concordia’s Loyola Campus', fr: 'le campus Loyola de Concordia', minutes: 10 },
  }),
  montreal({
    name: 'Rosemont–La Petite-Patrie',
    lat: 45.5459,
    lon: -73.5907,
    streets: [
      street('Rue Beaubien Est', 200, 2900),
      street('Rue Masson', 2300, 3300),
      street('Boulevard Rosemont', 300, 2900),
      street('Rue de Bellechasse', 200, 2900),
      street('Rue Saint-Hubert', 6200, 7200),
    ],
    fsas: ['H1X', 'H1Y', 'H2G', 'H2S'],
    in: { en: 'in Rosemont', fr: 'dans Rosemont' },
    near: { en: 'Parc Molson', fr: 'du parc Molson' },
    transit: { en: 'Beaubien metro station', fr: 'la station de métro Beaubien' },
    park: { en: 'Parc Molson', fr: 'le parc Molson' },
    campus: { en: 'Collège de Rosemont', fr: 'le cégep de Rosemont', minutes: 8 },
  }),
  montreal({
    name: 'Villeray',
    lat: 45.5432,
    lon: -73.6237,
    streets: [
      street('Rue Jarry Est', 200, 1800),
      street('Rue Villeray', 100, 2000),
      street('Rue De Castelnau Est', 100, 1000),
      street('Rue Faillon Est', 100, 1800),
    ],
    fsas: ['H2R', 'H2E'],
    in: { en: 'in Villeray', fr: 'dans Villeray' },
    near: { en: 'Parc Jarry', fr: 'du parc Jarry' },
    transit: { en: 'Jarry metro station', fr: 'la station de métro Jarry' },
    park: { en: 'Parc Jarry', fr: 'le parc Jarry' },
    campus: {
      en: 'the Université de Montréal MIL campus',
      fr: 'le campus MIL de l’Université de Montréal',
      minutes: 12,
    },
  }),
  montreal({
    name: 'Hochelaga-Maisonneuve',
    lat: 45.5454,
    lon: -73.5411,
    streets: [
      street('Rue Ontario Est', 3300, 4800),
      street('Rue Sainte-Catherine Est', 3200, 4500),
      street('Avenue Pie-IX', 1200, 2400),
      street('Rue Adam', 3300, 4500),
    ],
    fsas: ['H1V', 'H1W'],
    in: { en: 'in Hochelaga', fr: 'dans Hochelaga' },
    near: { en: 'Maisonneuve Market', fr: 'du marché Maisonneuve' },
    transit: { en: 'Joliette metro station', fr: 'la station de métro Joliette' },
    park: { en: 'Parc Morgan', fr: 'le parc Morgan' },
    campus: { en: 'Collège de Maisonneuve', fr: 'le collège de Maisonneuve', minutes: 6 },
  }),
  montreal({
    name: 'Downtown',
    lat: 45.5017,
    lon: -73.5707,
    streets: [
      street('Rue Crescent', 1000, 2100),
      street('Rue Bishop', 1000, 2100),
      street('Rue Drummond', 1100, 2000),
      street('Boulevard De Maisonneuve Ouest', 1000, 2100),
      street('Rue Peel', 1000, 2100),
    ],
    fsas: ['H3A', 'H3G', 'H3H'],
    in: { en: 'downtown', fr: 'au centre-ville' },
    near: { en: 'McGill', fr: 'de McGill' },
    transit: { en: 'Peel metro station', fr: 'la station de métro Peel' },
    park: { en: 'Mount Royal Park', fr: 'le parc du Mont-Royal' },
    campus: { en: 'McGill', fr: 'l’Université McGill', minutes: 5 },
  }),
  montreal({
    name: 'Old Montreal',
    lat: 45.5075,
    lon: -73.5544,
    streets: [
      street('Rue Saint-Paul Ouest', 10, 500),
      street('Rue Notre-Dame Ouest', 1, 500),
      street('Rue de la Commune Ouest', 50, 700),
      street('Rue Saint-Pierre', 100, 500),
    ],
    fsas: ['H2Y'],
    in: { en: 'in Old Montreal', fr: 'dans le Vieux-Montréal' },
    near: { en: 'the Old Port', fr: 'du Vieux-Port' },
    transit: { en: 'Place-d’Armes metro station', fr: 'la station de métro Place-d’Armes' },
    park: { en: 'the Old Port', fr: 'le Vieux-Port' },
    campus: { en: 'McGill', fr: 'l’Université McGill', minutes: 15 },
  }),
  montreal({
    name: 'Griffintown',
    lat: 45.4921,
    lon: -73.5605,
    streets: [
      street('Rue Ottawa', 1000, 1700),
      street('Rue William', 700, 1800),
      street('Rue Basin', 1000, 1500),
      street('Rue des Bassins', 1200, 1600),
    ],
    fsas: ['H3C', 'H3J'],
    in: { en: 'in Griffintown', fr: 'dans Griffintown' },
    near: { en: 'the Lachine Canal', fr: 'du canal de Lachine' },
    transit: { en: 'Lucien-L’Allier metro station', fr: 'la station de métro Lucien-L’Allier' },
    park: { en: 'the Lachine Canal path', fr: 'la piste du canal de Lachine' },
    campus: { en: 'ÉTS', fr: 'l’ÉTS', minutes: 5 },
  }),
  montreal({
    name: 'Saint-Henri',
    lat: 45.4785,
    lon: -73.5849,
    streets: [
      street('Rue Notre-Dame Ouest', 3700, 4800),
      street('Rue Saint-Ambroise', 3700, 5000),
      street('Rue Saint-Jacques', 3800, 5000),
      street('Rue du Couvent', 400, 900),
    ],
    fsas: ['H4C'],
    in: { en: 'in Saint-Henri', fr: 'à Saint-Henri' },
    near: { en: 'Atwater Market', fr: 'du marché Atwater' },
    transit: { en: 'Place-Saint-Henri metro station', fr: 'la station de métro Place-Saint-Henri' },
    park: { en: 'Sir-George-Étienne-Cartier Square', fr: 'le square Sir-George-Étienne-Cartier' },
    campus: { en: 'Concordia’s downtown campus', fr: 'le campus du centre-ville de Concordia', minutes: 12 },
  }),
  montreal({
    name: 'Verdun',
    lat: 45.4584,
    lon: -73.5685,
    streets: [
      street('Rue Wellington', 3700, 5200),
      street('Boulevard LaSalle', 3700, 6500),
      street('Rue de Verdun', 3700, 5600),
      street('Rue Galt', 700, 1300),
    ],
    fsas: ['H4G', 'H4H'],
    in: { en: 'in Verdun', fr: 'à Verdun' },
    near: { en: 'the Verdun beach', fr: 'de la plage de Verdun' },
    transit: { en: 'Verdun metro station', fr: 'la station de métro Verdun' },
    park: { en: 'the Verdun beach', fr: 'la plage de Verdun' },
    campus: { en: 'ÉTS', fr: 'l’ÉTS', minutes: 15 },
  }),
  montreal({
    name: 'Outremont',
    lat: 45.5163,
    lon: -73.6079,
    streets: [
      street('Avenue Laurier Ouest', 1000, 1400),
      street('Avenue Bernard Ouest', 1000, 1400),
      street('Rue Hutchison', 5000, 6000),
      street('Avenue Querbes', 400, 1100),
    ],
    fsas: ['H2V'],
    in: { en: 'in Outremont', fr: 'à Outremont' },
    near: { en: 'Parc Outremont', fr: 'du parc Outremont' },
    transit: { en: 'Outremont metro station', fr: 'la station de métro Outremont' },
    park: { en: 'Parc Outremont', fr: 'le parc Outremont' },
    campus: { en: 'Université de Montréal', fr: 'l’Université de Montréal', minutes: 10 },
  }),
  montreal({
    name: 'Ahuntsic',
    lat: 45.5602,
    lon: -73.6586,
    streets: [
      street('Rue Fleury Ouest', 100, 1600),
      street('Boulevard Henri-Bourassa Est', 100, 2000),
      street('Rue Lajeunesse', 9000, 10800),
      street('Avenue Christophe-Colomb', 9000, 10800),
    ],
    fsas: ['H2C', 'H2M', 'H3L'],
    in: { en: 'in Ahuntsic', fr: 'à Ahuntsic' },
    near: { en: 'Parc Ahuntsic', fr: 'du parc Ahuntsic' },
    transit: { en: 'Henri-Bourassa metro station', fr: 'la station de métro Henri-Bourassa' },
    park: { en: 'Parc Ahuntsic', fr: 'le parc Ahuntsic' },
    campus: { en: 'Collège Ahuntsic', fr: 'le collège Ahuntsic', minutes: 8 },
  }),
  montreal({
    name: 'Little Italy',
    lat: 45.5326,
    lon: -73.6143,
    streets: [
      street('Rue Dante', 100, 300),
      street('Boulevard Saint-Laurent', 6500, 6990),
      street('Rue Saint-Zotique Est', 50, 400),
      street('Rue Alma', 6300, 6900),
    ],
    fsas: ['H2S'],
    in: { en: 'in Little Italy', fr: 'dans la Petite-Italie' },
    near: { en: 'Jean-Talon Market', fr: 'du marché Jean-Talon' },
    transit: { en: 'Jean-Talon metro station', fr: 'la station de métro Jean-Talon' },
    park: { en: 'Parc Dante', fr: 'le parc Dante' },
    campus: {
      en: 'the Université de Montréal MIL campus',
      fr: 'le campus MIL de l’Université de Montréal',
      minutes: 10,
    },
  }),
  montreal({
    name: 'Quartier Latin',
    lat: 45.5152,
    lon: -73.5614,
    streets: [
      street('Rue Saint-Denis', 1500, 2100),
      street('Rue Berri', 1500, 2100),
      street('Rue Ontario Est', 100, 700),
      street('Rue Saint-Christophe', 1600, 2100),
    ],
    fsas: ['H2L', 'H2X'],
    in: { en: 'in the Latin Quarter', fr: 'dans le Quartier latin' },
    near: { en: 'UQAM', fr: 'de l’UQAM' },
    transit: { en: 'Berri-UQAM metro station', fr: 'la station de métro Berri-UQAM' },
    park: { en: 'Square Saint-Louis', fr: 'le carré Saint-Louis' },
    campus: { en: 'UQAM', fr: 'l’UQAM', minutes: 3 },
  }),
  montreal({
    name: 'Milton-Parc',
    lat: 45.5098,
    lon: -73.5762,
    streets: [
      street('Rue Milton', 100, 600),
      street('Rue Durocher', 3400, 3700),
      street('Avenue du Parc', 3400, 3800),
      street('Rue Hutchison', 3400, 3700),
    ],
    fsas: ['H2X'],
    in: { en: 'in Milton-Parc', fr: 'à Milton-Parc' },
    near: { en: 'McGill campus', fr: 'du campus de McGill' },
    transit: { en: 'Place-des-Arts metro station', fr: 'la station de métro Place-des-Arts' },
    park: { en: 'Parc Jeanne-Mance', fr: 'le parc Jeanne-Mance' },
    campus: { en: 'McGill', fr: 'l’Université McGill', minutes: 5 },
  }),
  montreal({
    name: 'Westmount',
    lat: 45.4849,
    lon: -73.5978,
    streets: [
      street('Avenue Greene', 1200, 1500),
      street('Rue Sherbrooke Ouest', 4000, 4900),
      street('Avenue Victoria', 300, 700),
      street('Avenue Clarke', 300, 700),
    ],
    fsas: ['H3Y', 'H3Z'],
    in: { en: 'in Westmount', fr: 'à Westmount' },
    near: { en: 'Westmount Park', fr: 'du parc Westmount' },
    transit: { en: 'Atwater metro station', fr: 'la station de métro Atwater' },
    park: { en: 'Westmount Park', fr: 'le parc Westmount' },
    campus: { en: 'Dawson College', fr: 'le collège Dawson', minutes: 8 },
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
      street('Boulevard de la Concorde Ouest', 100, 1500),
      street('Boulevard Saint-Martin Ouest', 300, 3800),
      street('Rue Principale', 100, 900),
      street('Boulevard Lévesque Est', 200, 3500),
    ],
    fsas: ['H7N', 'H7T', 'H7V'],
    in: { en: 'in Laval', fr: 'à Laval' },
    near: { en: 'Montmorency station', fr: 'de la station Montmorency' },
    transit: { en: 'Montmorency metro station', fr: 'la station de métro Montmorency' },
    park: { en: 'the Centre de la nature', fr: 'le Centre de la nature' },
    campus: {
      en: 'Université de Montréal’s Laval campus',
      fr: 'le campus de Laval de l’Université de Montréal',
      minutes: 5,
    },
  }),
  suburb({
    name: 'Longueuil',
    city: 'Longueuil',
    lat: 45.5312,
    lon: -73.5185,
    streets: [
      street('Rue Saint-Charles Ouest', 50, 1200),
      street('Chemin de Chambly', 100, 3500),
      street('Rue Saint-Laurent Ouest', 50, 1400),
    ],
    fsas: ['J4H', 'J4K'],
    in: { en: 'in Longueuil', fr: 'à Longueuil' },
    near: { en: 'the Longueuil metro', fr: 'du métro Longueuil' },
    transit: {
      en: 'Longueuil–Université-de-Sherbrooke metro station',
      fr: 'la station de métro Longueuil–Université-de-Sherbrooke',
    },
    park: { en: 'Parc Michel-Chartrand', fr: 'le parc Michel-Chartrand' },
    campus: {
      en: 'Université de Sherbrooke’s Longueuil campus',
      fr: 'le campus de Longueuil de l’Université de Sherbrooke',
      minutes: 4,
    },
  }),
  suburb({
    name: 'Brossard',
    city: 'Brossard',
    lat: 45.4584,
    lon: -73.4655,
    streets: [
      street('Boulevard Taschereau', 4500, 8500),
      street('Rue Chevrier', 5500, 8200),
      street('Boulevard de Rome', 2000, 9000),
    ],
    fsas: ['J4W', 'J4X', 'J4Z'],
    in: { en: 'in Brossard', fr: 'à Brossard' },
    near: { en: 'the REM station', fr: 'de la station du REM' },
    transit: { en: 'Panama REM station', fr: 'la station Panama du REM' },
    park: { en: 'Parc Illinois', fr: 'le parc Illinois' },
    campus: { en: 'McGill', fr: 'l’Université McGill', minutes: 30 },
  }),
  suburb({
    name: 'Saint-Lambert',
    city: 'Saint-Lambert',
    lat: 45.5005,
    lon: -73.5068,
    streets: [
      street('Avenue Victoria', 50, 900),
      street('Rue Notre-Dame', 100, 600),
      street('Avenue Lorne', 50, 800),
    ],
    fsas: ['J4P', 'J4R'],
    in: { en: 'in Saint-Lambert', fr: 'à Saint-Lambert' },
    near: { en: 'the riverside', fr: 'du bord de l’eau' },
    transit: { en: 'Saint-Lambert train station', fr: 'la gare de Saint-Lambert' },
    park: { en: 'the riverside path', fr: 'la promenade du bord de l’eau' },
    campus: { en: 'Champlain College', fr: 'le cégep Champlain', minutes: 8 },
  }),
]

/** Share of the demo homes in Montreal itself; the rest are in the nearby cities. */
export const MONTREAL_SHARE = 0.9
