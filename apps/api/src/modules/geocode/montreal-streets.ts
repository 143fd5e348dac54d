/**
 * Montreal's main streets for offline geocoding: each a line through a few known points with
 * their civic numbers, so a number along it is placed by interpolation. Good to a few hundred
 * metres — enough to put a listing in the right blocks when no geocoder answers; the host then
 * clicks the exact spot. East–west streets are numbered both ways from boulevard Saint-Laurent,
 * so each side (Ouest/Est) is its own street.
 */
export type TStreet = {
  /** As Montrealers write it, and as the address field receives it. */
  name: string
  /** [latitude, longitude, civic number], numbers increasing. */
  points: readonly (readonly [number, number, number])[]
}

export const MONTREAL_STREETS: readonly TStreet[] = [
  {
    name: 'Boulevard Saint-Laurent',
    points: [
      [45.5045, -73.553, 1],
      [45.508, -73.56, 1100],
      [45.5127, -73.5686, 3400],
      [45.5204, -73.5858, 4400],
      [45.5245, -73.595, 5100],
      [45.5355, -73.616, 6900],
    ],
  },
  {
    name: 'Rue Saint-Denis',
    points: [
      [45.5105, -73.5535, 300],
      [45.5147, -73.561, 1400],
      [45.5175, -73.568, 3500],
      [45.5244, -73.582, 4400],
      [45.5285, -73.5885, 5100],
      [45.5355, -73.604, 6500],
      [45.5394, -73.6133, 7100],
    ],
  },
  {
    name: 'Rue Sherbrooke Ouest',
    points: [
      [45.5127, -73.5686, 1],
      [45.5048, -73.5772, 845],
      [45.4986, -73.5794, 1380],
      [45.4955, -73.583, 1950],
      [45.4745, -73.61, 5400],
      [45.4582, -73.6405, 7141],
    ],
  },
  {
    name: 'Rue Sherbrooke Est',
    points: [
      [45.5127, -73.5686, 1],
      [45.5175, -73.568, 400],
      [45.524, -73.5625, 2000],
      [45.5575, -73.5545, 4101],
    ],
  },
  {
    name: 'Rue Sainte-Catherine Ouest',
    points: [
      [45.5095, -73.5635, 1],
      [45.5035, -73.5705, 700],
      [45.5003, -73.574, 1100],
      [45.495, -73.58, 1900],
      [45.4893, -73.5865, 2500],
    ],
  },
  {
    name: 'Rue Sainte-Catherine Est',
    points: [
      [45.5095, -73.5635, 1],
      [45.5155, -73.561, 400],
      [45.5237, -73.5525, 1700],
    ],
  },
  {
    name: 'Avenue du Mont-Royal Est',
    points: [
      [45.5204, -73.5858, 1],
      [45.5244, -73.582, 400],
      [45.534, -73.573, 2100],
    ],
  },
  {
    name: 'Avenue Laurier Ouest',
    points: [
      [45.5245, -73.595, 1],
      [45.52, -73.602, 1200],
    ],
  },
  {
    name: 'Avenue Laurier Est',
    points: [
      [45.5245, -73.595, 1],
      [45.5285, -73.5885, 500],
      [45.537, -73.579, 2000],
    ],
  },
  {
    name: 'Rue Rachel Est',
    points: [
      [45.5175, -73.5795, 1],
      [45.5265, -73.57, 1500],
    ],
  },
  {
    name: 'Boulevard René-Lévesque Ouest',
    points: [
      [45.508, -73.56, 1],
      [45.4977, -73.5707, 1250],
      [45.4925, -73.579, 1900],
    ],
  },
  {
    name: 'Boulevard De Maisonneuve Ouest',
    points: [
      [45.511, -73.5665, 1],
      [45.5005, -73.5745, 1100],
      [45.4972, -73.579, 1455],
      [45.4905, -73.586, 2500],
    ],
  },
  {
    name: 'Avenue du Parc',
    points: [
      [45.511, -73.572, 3400],
      [45.5165, -73.5905, 4500],
      [45.5205, -73.5985, 5200],
      [45.5307, -73.6245, 7000],
    ],
  },
  {
    name: 'Rue University',
    points: [
      [45.5012, -73.5665, 600],
      [45.5048, -73.5772, 3450],
      [45.5072, -73.5805, 3700],
    ],
  },
  {
    name: 'Rue Peel',
    points: [
      [45.4965, -73.5675, 900],
      [45.5003, -73.574, 1455],
      [45.5035, -73.5795, 3400],
    ],
  },
  {
    name: 'Chemin de la Côte-des-Neiges',
    points: [
      [45.4965, -73.5825, 1500],
      [45.501, -73.596, 2500],
      [45.5, -73.6135, 3500],
      [45.4962, -73.623, 5100],
    ],
  },
  {
    name: 'Rue Jean-Talon Est',
    points: [
      [45.5355, -73.616, 1],
      [45.5394, -73.6133, 300],
      [45.548, -73.604, 1500],
    ],
  },
  {
    name: 'Rue Notre-Dame Ouest',
    points: [
      [45.5058, -73.5566, 1],
      [45.495, -73.567, 1000],
      [45.479, -73.586, 4000],
    ],
  },
  {
    name: 'Rue Saint-Viateur Ouest',
    points: [
      [45.5258, -73.5965, 1],
      [45.5235, -73.6005, 400],
    ],
  },
  {
    name: 'Rue Wellington',
    points: [
      [45.4935, -73.556, 700],
      [45.4835, -73.5545, 2000],
      [45.4585, -73.567, 4500],
    ],
  },
  {
    name: 'Avenue Casgrain',
    points: [
      [45.5257, -73.5933, 5100],
      [45.5367, -73.6143, 6900],
    ],
  },
  {
    name: 'Rue Saint-Hubert',
    points: [
      [45.5187, -73.5663, 3500],
      [45.5256, -73.5803, 4400],
      [45.5297, -73.5868, 5100],
      [45.5367, -73.6023, 6500],
      [45.5406, -73.6116, 7100],
    ],
  },
  {
    name: 'Rue Beaubien Est',
    points: [
      [45.5331, -73.6113, 1],
      [45.5355, -73.604, 400],
      [45.542, -73.5985, 2000],
      [45.5461, -73.5951, 3000],
    ],
  },
  {
    name: 'Rue Ontario Est',
    points: [
      [45.5154, -73.5628, 300],
      [45.5236, -73.5543, 1700],
      [45.545, -73.539, 4400],
    ],
  },
  {
    name: 'Avenue Duluth Est',
    points: [
      [45.5158, -73.5755, 1],
      [45.5236, -73.5673, 1300],
    ],
  },
  {
    name: 'Avenue Fairmount Ouest',
    points: [
      [45.5252, -73.5958, 1],
      [45.5229, -73.5996, 400],
    ],
  },
  {
    name: 'Avenue Bernard Ouest',
    points: [
      [45.5271, -73.5991, 1],
      [45.5226, -73.6061, 1200],
    ],
  },
  {
    name: 'Rue Jarry Est',
    points: [
      [45.5415, -73.63, 1],
      [45.546, -73.6215, 1000],
      [45.554, -73.608, 2500],
    ],
  },
  {
    name: 'Avenue de Monkland',
    points: [
      [45.4775, -73.6088, 4900],
      [45.4695, -73.6255, 6400],
    ],
  },
  {
    name: 'Chemin Queen-Mary',
    points: [
      [45.4955, -73.612, 3000],
      [45.4922, -73.617, 3800],
      [45.485, -73.633, 5500],
    ],
  },
  {
    name: 'Rue Saint-Paul Ouest',
    points: [
      [45.5053, -73.5556, 1],
      [45.5005, -73.5605, 700],
    ],
  },
]
