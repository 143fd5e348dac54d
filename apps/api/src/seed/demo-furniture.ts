import { point, type TPalette, type TScene } from './demo-room-scene.ts'
import type { TRandom } from './random.ts'

/** One piece of furniture drawn at its place; `glow` is where a lamp shines in the evening. */
export type TPiece = { svg: string; glow?: { x: number; y: number } }
/** Where a piece stands: `u` metres from the left wall, `t` its depth (0 against the back wall). */
export type TSpot = { u: number; t: number }

/** A rectangle `w` metres wide, from `from` to `to` metres above the floor, at one depth. */
function box(scene: TScene, spot: TSpot, w: number, from: number, to: number, fill: string, extra = '') {
  const a = point(scene, spot.u, spot.t, to)
  const b = point(scene, spot.u + w, spot.t, from)
  const r = Math.min(a.scale * 0.05, 10)
  return `<rect x="${a.x.toFixed(1)}" y="${a.y.toFixed(1)}" width="${(b.x - a.x).toFixed(1)}" height="${(b.y - a.y).toFixed(1)}" rx="${r.toFixed(1)}" fill="${fill}"${extra}/>`
}
const at = (spot: TSpot, du: number): TSpot => ({ u: spot.u + du, t: spot.t })
const dark = '#3B3B3B'

/** A contact shadow under a piece, so it stands on the floor. */
function shadow(scene: TScene, spot: TSpot, w: number) {
  const a = point(scene, spot.u - 0.05, spot.t)
  const b = point(scene, spot.u + w + 0.05, spot.t)
  return `<ellipse cx="${(a.x + b.x) / 2}" cy="${a.y}" rx="${(b.x - a.x) / 2}" ry="${a.scale * 0.06}" fill="#000" opacity="0.12"/>`
}

export const WIDTHS = {
  sofa: 2.1,
  armchair: 0.85,
  coffeeTable: 1.0,
  tv: 1.6,
  shelf: 0.9,
  lamp: 0.4,
  plant: 0.5,
  doubleBed: 1.6,
  singleBed: 1.0,
  nightstand: 0.5,
  dresser: 1.2,
  wardrobe: 1.0,
  desk: 1.2,
  fridge: 0.75,
  table: 1.2,
  tub: 1.6,
  shower: 0.95,
  vanity: 0.9,
  toilet: 0.45,
} as const

export function sofa(scene: TScene, s: TSpot, p: TPalette, colour: string): TPiece {
  const w = WIDTHS.sofa
  return {
    svg: `${shadow(scene, s, w)}
    ${box(scene, s, w, 0.1, 0.85, colour)}
    ${box(scene, at(s, 0.05), w - 0.1, 0.35, 0.6, '#000', ' opacity="0.12"')}
    ${box(scene, s, 0.22, 0.1, 0.62, colour, ' stroke="#000" stroke-opacity="0.15"')}
    ${box(scene, at(s, w - 0.22), 0.22, 0.1, 0.62, colour, ' stroke="#000" stroke-opacity="0.15"')}
    ${box(scene, at(s, 0.35), 0.45, 0.42, 0.8, p.soft)}
    ${box(scene, at(s, w - 0.8), 0.45, 0.42, 0.8, '#FFFFFF', ' opacity="0.85"')}
    ${box(scene, at(s, 0.1), 0.06, 0, 0.1, p.wood)}${box(scene, at(s, w - 0.16), 0.06, 0, 0.1, p.wood)}`,
  }
}

/** The back of a sofa, seen from behind it. */
export function sofaBack(scene: TScene, s: TSpot, colour: string): TPiece {
  return { svg: `${shadow(scene, s, WIDTHS.sofa)}${box(scene, s, WIDTHS.sofa, 0, 0.85, colour)}` }
}

/** Tiles between the worktop and the upper cabinets. */
export function backsplash(scene: TScene, u: number, length: number, colour: string): string {
  return box(scene, { u, t: 0 }, length, 0.9, 1.5, colour)
}

export function armchair(scene: TScene, s: TSpot, colour: string, p: TPalette): TPiece {
  const w = WIDTHS.armchair
  return {
    svg: `${shadow(scene, s, w)}${box(scene, s, w, 0.12, 0.9, colour)}
    ${box(scene, s, 0.16, 0.12, 0.6, '#000', ' opacity="0.12"')}${box(scene, at(s, w - 0.16), 0.16, 0.12, 0.6, '#000', ' opacity="0.12"')}
    ${box(scene, at(s, 0.1), 0.06, 0, 0.12, p.wood)}${box(scene, at(s, w - 0.16), 0.06, 0, 0.12, p.wood)}`,
  }
}

export function coffeeTable(scene: TScene, s: TSpot, p: TPalette, random: TRandom): TPiece {
  const w = WIDTHS.coffeeTable
  const book = random.chance(0.6) ? box(scene, at(s, 0.2), 0.3, 0.42, 0.47, p.accent) : ''
  return {
    svg: `${shadow(scene, s, w)}${box(scene, s, w, 0.36, 0.42, p.wood)}
    ${box(scene, at(s, 0.05), 0.05, 0, 0.36, p.wood)}${box(scene, at(s, w - 0.1), 0.05, 0, 0.36, p.wood)}${book}`,
  }
}

export function tvUnit(scene: TScene, s: TSpot, p: TPalette): TPiece {
  const w = WIDTHS.tv
  return {
    svg: `${shadow(scene, s, w)}${box(scene, s, w, 0.05, 0.5, p.wood)}
    ${box(scene, at(s, 0.05), w / 2 - 0.08, 0.1, 0.45, '#000', ' opacity="0.08"')}
    ${box(scene, at(s, 0.25), 1.1, 0.75, 1.4, '#1F2326')}`,
  }
}

export function shelf(scene: TScene, s: TSpot, p: TPalette, random: TRandom): TPiece {
  const w = WIDTHS.shelf
  const books = [0.4, 0.85, 1.3]
    .map((h) =>
      box(
        scene,
        at(s, 0.08 + random.int(0, 3) / 10),
        random.int(2, 4) / 10,
        h,
        h + 0.3,
        random.pick([p.accent, '#C98B6B', '#6E7F86', p.soft]),
      ),
    )
    .join('')
  return {
    svg: `${shadow(scene, s, w)}${box(scene, s, w, 0, 1.9, p.wood)}
    ${box(scene, at(s, 0.05), w - 0.1, 0.05, 1.85, '#000', ' opacity="0.25"')}${books}
    ${[0.4, 0.85, 1.3].map((h) => box(scene, s, w, h - 0.03, h, p.wood)).join('')}`,
  }
}

export function floorLamp(scene: TScene, s: TSpot): TPiece {
  const shade = point(scene, s.u + 0.2, s.t, 1.5)
  return {
    svg: `${box(scene, at(s, 0.17), 0.06, 0, 1.45, dark)}${box(scene, at(s, 0.05), 0.3, 0, 0.04, dark)}
    ${box(scene, s, WIDTHS.lamp, 1.4, 1.7, '#F7D9A8')}`,
    glow: { x: shade.x, y: shade.y },
  }
}

export function plant(scene: TScene, s: TSpot): TPiece {
  const top = point(scene, s.u + 0.25, s.t, 0.75)
  return {
    svg: `${shadow(scene, s, WIDTHS.plant)}${box(scene, at(s, 0.08), 0.34, 0, 0.4, '#8A5A44')}
    <circle cx="${top.x}" cy="${top.y}" r="${top.scale * 0.3}" fill="#5E8C61"/>
    <circle cx="${top.x - top.scale * 0.14}" cy="${top.y - top.scale * 0.18}" r="${top.scale * 0.18}" fill="#6FA070"/>`,
  }
}

/** A frame on the back wall, `u` metres from the left. */
export function art(scene: TScene, u: number, p: TPalette, random: TRandom): string {
  const w = random.int(5, 9) / 10
  const h = random.int(4, 7) / 10
  const base = random.int(13, 16) / 10
  const inner = point(scene, u + w / 2, 0, base + h / 2)
  return `${box(scene, { u, t: 0 }, w, base, base + h, '#FFFFFF', ' stroke="#3B3B3B" stroke-width="3"')}
    <circle cx="${inner.x}" cy="${inner.y}" r="${inner.scale * h * 0.28}" fill="${random.pick([p.accent, '#E8B04A', p.soft])}" opacity="0.85"/>`
}

export function bed(scene: TScene, s: TSpot, p: TPalette, isDouble: boolean): TPiece {
  const w = isDouble ? WIDTHS.doubleBed : WIDTHS.singleBed
  const pillows = isDouble
    ? `${box(scene, at(s, 0.12), 0.6, 0.55, 0.75, '#FFFFFF', ' stroke="#ccc"')}${box(scene, at(s, w - 0.72), 0.6, 0.55, 0.75, '#FFFFFF', ' stroke="#ccc"')}`
    : box(scene, at(s, 0.15), 0.7, 0.55, 0.75, '#FFFFFF', ' stroke="#ccc"')
  return {
    svg: `${shadow(scene, s, w)}${box(scene, s, w, 0, 1.1, p.wood)}
    ${box(scene, at(s, 0.04), w - 0.08, 0.1, 0.58, '#FFFFFF')}${pillows}
    ${box(scene, at(s, -0.04), w + 0.08, 0.1, 0.48, p.accent)}
    ${box(scene, at(s, -0.04), w + 0.08, 0.38, 0.48, '#FFFFFF', ' opacity="0.5"')}`,
  }
}

export function nightstand(scene: TScene, s: TSpot, p: TPalette): TPiece {
  const bulb = point(scene, s.u + 0.25, s.t, 0.85)
  return {
    svg: `${shadow(scene, s, WIDTHS.nightstand)}${box(scene, s, WIDTHS.nightstand, 0, 0.55, p.wood)}
    ${box(scene, at(s, 0.05), 0.4, 0.28, 0.3, '#000', ' opacity="0.2"')}
    ${box(scene, at(s, 0.22), 0.06, 0.55, 0.75, dark)}${box(scene, at(s, 0.1), 0.3, 0.72, 0.92, '#F7D9A8')}`,
    glow: { x: bulb.x, y: bulb.y },
  }
}

export function dresser(scene: TScene, s: TSpot, p: TPalette): TPiece {
  const w = WIDTHS.dresser
  return {
    svg: `${shadow(scene, s, w)}${box(scene, s, w, 0.05, 0.9, p.wood)}
    ${[0.3, 0.58].map((h) => box(scene, s, w, h, h + 0.02, '#000', ' opacity="0.2"')).join('')}
    ${box(scene, at(s, 0.3), 0.6, 1.2, 1.75, '#DCE6EA', ' stroke="#B0BBC0" stroke-width="3"')}`,
  }
}

export function wardrobe(scene: TScene, s: TSpot, colour: string): TPiece {
  const w = WIDTHS.wardrobe
  return {
    svg: `${shadow(scene, s, w)}${box(scene, s, w, 0, 2.05, colour, ' stroke="#000" stroke-opacity="0.15"')}
    ${box(scene, at(s, w / 2 - 0.01), 0.02, 0.05, 2.0, '#000', ' opacity="0.25"')}
    ${box(scene, at(s, w / 2 - 0.1), 0.03, 0.9, 1.2, dark)}${box(scene, at(s, w / 2 + 0.07), 0.03, 0.9, 1.2, dark)}`,
  }
}

export function desk(scene: TScene, s: TSpot, p: TPalette, chair: string): TPiece {
  const w = WIDTHS.desk
  const lamp = point(scene, s.u + w - 0.2, s.t, 1.05)
  const front = { u: s.u + 0.35, t: s.t + 0.08 }
  return {
    svg: `${shadow(scene, s, w)}${box(scene, s, w, 0.7, 0.76, p.wood)}
    ${box(scene, at(s, 0.03), 0.05, 0, 0.7, p.wood)}${box(scene, at(s, w - 0.08), 0.05, 0, 0.7, p.wood)}
    ${box(scene, at(s, 0.25), 0.4, 0.76, 1.02, '#2B2F33')}${box(scene, at(s, w - 0.25), 0.05, 0.76, 1.0, dark)}
    ${box(scene, at(s, w - 0.33), 0.24, 0.98, 1.1, '#F7D9A8')}
    ${shadow(scene, front, 0.5)}${box(scene, front, 0.5, 0.45, 0.95, chair)}${box(scene, at(front, 0.05), 0.05, 0, 0.45, dark)}${box(scene, at(front, 0.4), 0.05, 0, 0.45, dark)}`,
    glow: { x: lamp.x, y: lamp.y },
  }
}

/** A run of base cabinets with a worktop, from `u` over `length` metres; a sink and a cooktop on it. */
export function counter(scene: TScene, s: TSpot, length: number, cabinets: string, top: string): TPiece {
  const doors = Math.max(1, Math.round(length / 0.6))
  const door = length / doors
  const fronts = Array.from({ length: doors }, (_, i) =>
    box(
      scene,
      at(s, i * door + 0.02),
      door - 0.04,
      0.1,
      0.84,
      cabinets,
      ' stroke="#000" stroke-opacity="0.15"',
    ),
  ).join('')
  const sink = box(scene, at(s, length * 0.25), 0.5, 0.9, 0.93, '#AEB6BA')
  const tap = box(scene, at(s, length * 0.25 + 0.22), 0.05, 0.9, 1.15, '#8C9499')
  const hob = box(scene, at(s, length * 0.65), 0.6, 0.9, 0.92, '#222')
  return {
    svg: `${shadow(scene, s, length)}${box(scene, s, length, 0, 0.86, cabinets)}${fronts}
    ${box(scene, at(s, -0.02), length + 0.04, 0.86, 0.9, top)}${sink}${tap}${hob}`,
  }
}

/** Upper cabinets on the back wall, and a hood over the cooktop. */
export function uppers(scene: TScene, u: number, length: number, cabinets: string): string {
  const doors = Math.max(1, Math.round(length / 0.6))
  const door = length / doors
  return Array.from({ length: doors }, (_, i) =>
    box(
      scene,
      { u: u + i * door + 0.02, t: 0 },
      door - 0.04,
      1.5,
      2.2,
      cabinets,
      ' stroke="#000" stroke-opacity="0.15"',
    ),
  ).join('')
}

export function fridge(scene: TScene, s: TSpot): TPiece {
  const w = WIDTHS.fridge
  return {
    svg: `${shadow(scene, s, w)}${box(scene, s, w, 0, 1.85, '#DADFE1', ' stroke="#9AA3A7" stroke-width="3"')}
    ${box(scene, s, w, 1.2, 1.22, '#9AA3A7')}${box(scene, at(s, 0.08), 0.04, 1.3, 1.6, '#7D868A')}${box(scene, at(s, 0.08), 0.04, 0.7, 1.1, '#7D868A')}`,
  }
}

export function diningTable(scene: TScene, s: TSpot, p: TPalette, chair: string, isIsland: boolean): TPiece {
  const w = WIDTHS.table + (isIsland ? 0.4 : 0)
  const height = isIsland ? 0.92 : 0.75
  const seats = [0.15, w / 2 - 0.2, w - 0.55]
    .map((du) => {
      const seat = { u: s.u + du, t: s.t + 0.1 }
      return isIsland
        ? `${box(scene, at(seat, 0.1), 0.2, 0.6, 0.68, chair)}${box(scene, at(seat, 0.18), 0.04, 0, 0.6, dark)}`
        : `${box(scene, seat, 0.4, 0.42, 0.9, chair)}${box(scene, at(seat, 0.03), 0.04, 0, 0.42, dark)}${box(scene, at(seat, 0.33), 0.04, 0, 0.42, dark)}`
    })
    .join('')
  const body = isIsland
    ? box(scene, s, w, 0, height, p.accent)
    : `${box(scene, at(s, 0.05), 0.06, 0, height, p.wood)}${box(scene, at(s, w - 0.11), 0.06, 0, height, p.wood)}`
  return {
    svg: `${shadow(scene, s, w)}${body}${box(scene, at(s, -0.03), w + 0.06, height - 0.05, height, isIsland ? '#E9E4DA' : p.wood)}${seats}`,
  }
}

export function bathtub(scene: TScene, s: TSpot, tile: string): TPiece {
  const w = WIDTHS.tub
  return {
    svg: `${box(scene, { u: s.u, t: 0 }, w, 0.55, 1.9, tile, ' opacity="0.6"')}${shadow(scene, s, w)}
    ${box(scene, s, w, 0, 0.58, '#FFFFFF', ' stroke="#C9D2D6" stroke-width="3"')}
    ${box(scene, at(s, 0.1), 0.05, 0.58, 1.3, '#9AA3A7')}${box(scene, at(s, 0.02), 0.6, 0.55, 1.95, '#E7EEF0', ' opacity="0.7"')}`,
  }
}

export function shower(scene: TScene, s: TSpot): TPiece {
  const w = WIDTHS.shower
  return {
    svg: `${shadow(scene, s, w)}${box(scene, s, w, 0, 2.0, '#CFE3EA', ' opacity="0.55" stroke="#B8C4C9" stroke-width="3"')}
    ${box(scene, at(s, w / 2 - 0.03), 0.06, 1.5, 1.95, '#8C9499')}${box(scene, at(s, w / 2 - 0.12), 0.24, 1.9, 1.94, '#8C9499')}`,
  }
}

export function vanity(scene: TScene, s: TSpot, colour: string): TPiece {
  const w = WIDTHS.vanity
  return {
    svg: `${shadow(scene, s, w)}${box(scene, s, w, 0.05, 0.85, colour)}
    ${box(scene, at(s, -0.02), w + 0.04, 0.82, 0.88, '#F4F4F2')}${box(scene, at(s, w / 2 - 0.03), 0.06, 0.88, 1.05, '#8C9499')}
    ${box(scene, at(s, 0.1), w - 0.2, 1.15, 1.85, '#DCE6EA', ' stroke="#B0BBC0" stroke-width="3"')}`,
  }
}

export function toilet(scene: TScene, s: TSpot): TPiece {
  const w = WIDTHS.toilet
  return {
    svg: `${shadow(scene, s, w)}${box(scene, s, w, 0.4, 0.8, '#FFFFFF', ' stroke="#C9D2D6" stroke-width="2"')}
    ${box(scene, at(s, 0.05), w - 0.1, 0, 0.45, '#FFFFFF', ' stroke="#C9D2D6" stroke-width="2"')}`,
  }
}

export function towels(scene: TScene, u: number, colour: string): string {
  return `${box(scene, { u, t: 0 }, 0.6, 1.2, 1.24, '#8C9499')}${box(scene, { u: u + 0.08, t: 0 }, 0.44, 0.75, 1.22, colour)}`
}
