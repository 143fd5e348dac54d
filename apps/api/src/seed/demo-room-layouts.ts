import type { TPiece } from './demo-furniture.ts'
import * as f from './demo-furniture.ts'
import type { TPalette, TScene } from './demo-room-scene.ts'
import type { TRandom } from './random.ts'

/** What a layout puts in the room: wall pieces (drawn first) and furniture at its depth. */
export type TArrangement = {
  wall: string[]
  pieces: (TPiece & { t: number })[]
  /** Part of the back wall taken by tall pieces, which a window must not overlap (metres). */
  busy?: { from: number; to: number }
}
type TLayout = (scene: TScene, p: TPalette, random: TRandom) => TArrangement

/** A place `w` metres wide somewhere between `from` and `to` metres, kept inside the room. */
const spotIn = (random: TRandom, scene: TScene, w: number, from = 0.1, to = scene.metres - 0.1) => {
  const last = Math.max(from, to - w)
  return Math.round((from + random.next() * (last - from)) * 100) / 100
}
const piece = (t: number, drawn: TPiece) => ({ ...drawn, t })

/** Sofa against the back wall, art above it, a coffee table in front, a lamp and a plant or a shelf. */
const sofaOnBackWall: TLayout = (scene, p, random) => {
  const m = scene.metres
  const u = spotIn(random, scene, f.WIDTHS.sofa, 0.6, m - 0.6)
  const other = u > m / 2 ? 0.1 : m - 0.1 - f.WIDTHS.shelf
  return {
    wall: [f.art(scene, u + 0.5, p, random)],
    pieces: [
      piece(0, f.sofa(scene, { u, t: 0 }, p, p.accent)),
      piece(
        0,
        u > m / 2 ? f.floorLamp(scene, { u: u - 0.45, t: 0 }) : f.floorLamp(scene, { u: u + 2.15, t: 0 }),
      ),
      piece(
        0,
        random.chance(0.5)
          ? f.shelf(scene, { u: other, t: 0 }, p, random)
          : f.plant(scene, { u: other, t: 0.05 }),
      ),
      piece(0.3, f.coffeeTable(scene, { u: u + 0.55, t: 0.3 }, p, random)),
    ],
  }
}

/** A TV wall with a shelf; the sofa seen from behind in the foreground, an armchair aside. */
const tvWall: TLayout = (scene, p, random) => {
  const m = scene.metres
  const tv = spotIn(random, scene, f.WIDTHS.tv, 0.3, m - 1.2)
  const shelfAt = tv + f.WIDTHS.tv + 0.2 <= m - f.WIDTHS.shelf - 0.1 ? tv + f.WIDTHS.tv + 0.2 : 0.1
  const sofaU = spotIn(random, scene, f.WIDTHS.sofa, 0.2, m - 0.2)
  return {
    wall: [],
    busy: { from: Math.min(tv, shelfAt), to: Math.max(tv + f.WIDTHS.tv, shelfAt + f.WIDTHS.shelf) },
    pieces: [
      piece(0, f.tvUnit(scene, { u: tv, t: 0 }, p)),
      piece(0, f.shelf(scene, { u: shelfAt, t: 0 }, p, random)),
      piece(0.2, f.armchair(scene, { u: sofaU < m / 2 ? m - 1.0 : 0.15, t: 0.2 }, p.soft, p)),
      // The back of the sofa, facing the screen.
      piece(0.32, f.coffeeTable(scene, { u: sofaU + 0.5, t: 0.32 }, p, random)),
      piece(0.52, f.sofaBack(scene, { u: sofaU, t: 0.52 }, p.accent)),
    ],
  }
}

/** A reading corner: two armchairs, a lamp, a bookcase and a plant, a low table between. */
const readingCorner: TLayout = (scene, p, random) => {
  const m = scene.metres
  const u = spotIn(random, scene, 2.2, 0.1, m - 0.1)
  return {
    wall: [f.art(scene, Math.min(m - 1, u + 1.2), p, random)],
    pieces: [
      piece(0, f.shelf(scene, { u, t: 0 }, p, random)),
      piece(0, f.floorLamp(scene, { u: u + 1.0, t: 0 })),
      piece(0, f.plant(scene, { u: m - 0.65, t: 0.02 })),
      piece(0.25, f.armchair(scene, { u: Math.max(0.1, u + 0.1), t: 0.25 }, p.accent, p)),
      piece(0.25, f.armchair(scene, { u: Math.min(m - 0.95, u + 1.6), t: 0.25 }, p.soft, p)),
      piece(0.4, f.coffeeTable(scene, { u: Math.min(m - 1.1, u + 0.8), t: 0.42 }, p, random)),
    ],
  }
}

/** A double bed in the middle of the back wall between two nightstands. */
const bedCentred: TLayout = (scene, p, random) => {
  const m = scene.metres
  const u = spotIn(random, scene, f.WIDTHS.doubleBed, 0.7, m - 0.7)
  return {
    wall: [f.art(scene, u + 0.45, p, random)],
    pieces: [
      piece(0, f.nightstand(scene, { u: u - 0.55, t: 0 }, p)),
      piece(0, f.nightstand(scene, { u: u + f.WIDTHS.doubleBed + 0.05, t: 0 }, p)),
      piece(0.01, f.bed(scene, { u, t: 0.01 }, p, true)),
      ...(random.chance(0.5) ? [piece(0.3, f.plant(scene, { u: m - 0.6, t: 0.3 }))] : []),
    ],
  }
}

/** A bed in a corner, a desk and a wardrobe: the student room. */
const bedAndDesk: TLayout = (scene, p, random) => {
  const m = scene.metres
  const isDouble = random.chance(0.5)
  const bedW = isDouble ? f.WIDTHS.doubleBed : f.WIDTHS.singleBed
  const bedLeft = random.chance(0.5)
  const bedU = bedLeft ? 0.1 : m - 0.1 - bedW
  const deskU = bedLeft ? m - 0.1 - f.WIDTHS.desk : 0.1
  return {
    wall: [],
    busy: { from: bedLeft ? bedU + bedW : 0, to: bedLeft ? m : deskU + f.WIDTHS.desk },
    pieces: [
      piece(0, f.desk(scene, { u: deskU, t: 0 }, p, p.accent)),
      piece(0.01, f.bed(scene, { u: bedU, t: 0.01 }, p, isDouble)),
      piece(
        0.25,
        f.wardrobe(scene, { u: bedLeft ? m - 1.15 : 0.15, t: 0.3 }, random.pick(['#FFFFFF', p.soft, p.wood])),
      ),
    ],
  }
}

/** A bed against the wall, a dresser with a mirror, a lamp on a nightstand. */
const bedAndDresser: TLayout = (scene, p, random) => {
  const m = scene.metres
  const bedU = spotIn(random, scene, f.WIDTHS.doubleBed, 0.7, m - 1.6)
  return {
    wall: [],
    pieces: [
      piece(0, f.nightstand(scene, { u: bedU - 0.55, t: 0 }, p)),
      piece(0, f.dresser(scene, { u: Math.min(m - 1.3, bedU + 1.75), t: 0 }, p)),
      piece(0.01, f.bed(scene, { u: bedU, t: 0.01 }, p, true)),
      piece(0.35, f.plant(scene, { u: 0.1, t: 0.35 })),
    ],
  }
}

function kitchenColours(p: TPalette, random: TRandom) {
  return {
    cabinets: random.pick(['#FFFFFF', p.accent, '#D9D4CB', '#2E3A3F', p.soft]),
    top: random.pick(['#E9E4DA', '#3F3F3F', '#C8B9A6']),
  }
}

/** Cabinets along the back wall with the fridge at one end, a table with chairs in front. */
const kitchenRun: TLayout = (scene, p, random) => {
  const m = scene.metres
  const { cabinets, top } = kitchenColours(p, random)
  const fridgeLeft = random.chance(0.5)
  const run = Math.min(m - 1.1, 2.6 + random.int(0, 6) / 10)
  const start = fridgeLeft ? 0.95 : 0.1
  return {
    wall: [uppersWithBacksplash(scene, start, run, cabinets, p)],
    busy: { from: start, to: start + run },
    pieces: [
      piece(0, f.fridge(scene, { u: fridgeLeft ? 0.1 : start + run + 0.1, t: 0 })),
      piece(0, f.counter(scene, { u: start, t: 0 }, run, cabinets, top)),
      piece(
        0.4,
        f.diningTable(scene, { u: spotIn(random, scene, 1.3, 0.3, m - 0.3), t: 0.4 }, p, p.accent, false),
      ),
    ],
  }
}

/** A shorter run and an island with stools in the foreground. */
const kitchenIsland: TLayout = (scene, p, random) => {
  const m = scene.metres
  const { cabinets, top } = kitchenColours(p, random)
  const run = Math.min(m - 1.2, 2.2)
  const start = spotIn(random, scene, run, 0.1, m - 0.95)
  return {
    wall: [uppersWithBacksplash(scene, start, run, cabinets, p)],
    busy: { from: start, to: start + run + 0.85 },
    pieces: [
      piece(0, f.counter(scene, { u: start, t: 0 }, run, cabinets, top)),
      piece(0, f.fridge(scene, { u: Math.min(m - 0.85, start + run + 0.05), t: 0 })),
      piece(
        0.45,
        f.diningTable(scene, { u: spotIn(random, scene, 1.6, 0.3, m - 0.3), t: 0.45 }, p, '#3B3B3B', true),
      ),
    ],
  }
}

/** A compact kitchen on one side, a dining table by the window with a plant. */
const kitchenNook: TLayout = (scene, p, random) => {
  const m = scene.metres
  const { cabinets, top } = kitchenColours(p, random)
  const run = 1.8
  const onLeft = random.chance(0.5)
  const start = onLeft ? 0.1 : m - 0.1 - run
  return {
    wall: [uppersWithBacksplash(scene, start, run, cabinets, p)],
    busy: { from: onLeft ? 0 : start - 0.8, to: onLeft ? start + run + 0.8 : m },
    pieces: [
      piece(0, f.counter(scene, { u: start, t: 0 }, run, cabinets, top)),
      piece(0.05, f.fridge(scene, { u: onLeft ? start + run + 0.05 : start - 0.8, t: 0.05 })),
      piece(0.3, f.diningTable(scene, { u: onLeft ? m - 1.5 : 0.2, t: 0.3 }, p, p.accent, false)),
      piece(0.2, f.plant(scene, { u: onLeft ? m - 0.6 : 0.1, t: 0.12 })),
    ],
  }
}

function uppersWithBacksplash(scene: TScene, u: number, length: number, cabinets: string, p: TPalette) {
  return `${f.backsplash(scene, u, length, p.soft)}${f.uppers(scene, u, length, cabinets)}`
}

/** Bathtub along the back wall, the vanity and the toilet beside it. */
const bathWithTub: TLayout = (scene, p, random) => {
  const m = scene.metres
  const tile = random.pick(['#FFFFFF', '#E6EEF0', p.soft])
  const tubLeft = random.chance(0.5)
  const tubU = tubLeft ? 0.05 : m - 0.05 - f.WIDTHS.tub
  return {
    wall: [f.towels(scene, tubLeft ? m - 0.7 : 0.1, p.accent)],
    busy: { from: 0, to: m },
    pieces: [
      piece(0, f.bathtub(scene, { u: tubU, t: 0 }, tile)),
      piece(0.15, f.toilet(scene, { u: tubLeft ? m - 0.55 : 0.1, t: 0.18 })),
      piece(0.05, f.vanity(scene, { u: tubLeft ? tubU + 1.7 : 0.1, t: 0.05 }, p.accent)),
    ],
  }
}

/** A glass shower in a corner, the vanity under its mirror, towels and a plant. */
const bathWithShower: TLayout = (scene, p, random) => {
  const m = scene.metres
  const showerLeft = random.chance(0.5)
  return {
    wall: [f.towels(scene, m / 2 - 0.3, p.soft)],
    busy: { from: 0, to: m },
    pieces: [
      piece(0, f.shower(scene, { u: showerLeft ? 0.05 : m - 1.0, t: 0 })),
      piece(
        0,
        f.vanity(scene, { u: showerLeft ? m - 1.0 : 0.1, t: 0 }, random.pick([p.accent, p.wood, '#FFFFFF'])),
      ),
      piece(0.3, f.plant(scene, { u: showerLeft ? 1.1 : m - 1.6, t: 0.3 })),
    ],
  }
}

export const LAYOUTS = {
  living: { sofaOnBackWall, tvWall, readingCorner },
  bedroom: { bedCentred, bedAndDesk, bedAndDresser },
  kitchen: { kitchenRun, kitchenIsland, kitchenNook },
  bathroom: { bathWithTub, bathWithShower },
} as const
