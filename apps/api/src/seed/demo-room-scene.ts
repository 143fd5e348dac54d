import type { TRandom } from './random.ts'

/** The picture's size: a host's phone photo, 4:3. */
export const WIDTH = 800
export const HEIGHT = 600
/** Ceiling height of a Montreal flat, in metres. */
const WALL_HEIGHT = 2.6

export type TPalette = { wall: string; floor: string; accent: string; soft: string; wood: string }

/**
 * A room seen by a camera: the back wall as a rectangle, side walls, floor and ceiling running to
 * the frame's edges. Where the camera stands (left, centre, right), how wide its lens is and how
 * high it is held change the back wall's place and size, so two photos of the same furniture differ
 * in composition, not only in colour. Positions are in metres: `u` across the room from the left
 * wall, `t` the depth from the back wall (0) to the camera (1).
 */
export type TScene = {
  /** The back wall's left and top edges and its width in pixels. */
  left: number
  top: number
  width: number
  /** The room's width in metres. */
  metres: number
  /** Where the back wall meets the floor. */
  floorY: number
}

/** A camera in a room `minMetres` to `maxMetres` wide (tenths of a metre). */
export function cameraFor(random: TRandom, minMetres: number, maxMetres: number): TScene {
  const metres = random.int(minMetres * 10, maxMetres * 10) / 10
  const width = random.int(430, 590)
  const height = Math.min((width * WALL_HEIGHT) / metres, 420)
  // Camera to the left, centre or right: the back wall slides the other way.
  const left = random.int(Math.max(40, 400 - width / 2 - 120), Math.min(760 - width, 400 - width / 2 + 120))
  // Held high or at chest height: the floor takes more or less of the picture.
  const top = random.int(25, Math.max(26, Math.min(110, 500 - height)))
  return { left, top, width, metres, floorY: top + height }
}

/** Pixels per metre, left edge of the room and floor line at depth `t`. */
export function at(scene: TScene, t: number) {
  const width = scene.width + (WIDTH - scene.width) * t
  return {
    scale: width / scene.metres,
    left: scene.left * (1 - t),
    floor: scene.floorY + (HEIGHT - scene.floorY) * t,
  }
}

/** Screen position of a point `u` metres from the left wall, `h` metres above the floor, at depth `t`. */
export function point(scene: TScene, u: number, t: number, h = 0) {
  const place = at(scene, t)
  return { x: place.left + u * place.scale, y: place.floor - h * place.scale, scale: place.scale }
}

const poly = (points: [number, number][], fill: string, extra = '') =>
  `<polygon points="${points.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(' ')}" fill="${fill}"${extra}/>`

/** Walls, floor with boards running to the back, ceiling and skirting. */
export function shell(scene: TScene, p: TPalette, random: TRandom): string {
  const { left, top, width, floorY } = scene
  const right = left + width
  const boards = Array.from({ length: 9 }, (_, i) => {
    const u = (i + 1) / 10
    return `<line x1="${left + u * width}" y1="${floorY}" x2="${u * WIDTH}" y2="${HEIGHT}" stroke="#000" stroke-opacity="0.07" stroke-width="2"/>`
  }).join('')
  const accentWall = random.chance(0.3) ? p.soft : p.wall
  return [
    poly(
      [
        [0, 0],
        [WIDTH, 0],
        [right, top],
        [left, top],
      ],
      '#FBFAF7',
    ),
    poly(
      [
        [0, 0],
        [left, top],
        [left, floorY],
        [0, HEIGHT],
      ],
      p.wall,
    ),
    poly(
      [
        [WIDTH, 0],
        [right, top],
        [right, floorY],
        [WIDTH, HEIGHT],
      ],
      p.wall,
      ' opacity="0.92"',
    ),
    `<rect x="${left}" y="${top}" width="${width}" height="${floorY - top}" fill="${accentWall}"/>`,
    poly(
      [
        [left, floorY],
        [right, floorY],
        [WIDTH, HEIGHT],
        [0, HEIGHT],
      ],
      p.floor,
    ),
    boards,
    `<rect x="${left}" y="${floorY - 6}" width="${width}" height="6" fill="#FFFFFF" opacity="0.7"/>`,
    // Side walls are in shadow, the far one a little more.
    poly(
      [
        [0, 0],
        [left, top],
        [left, floorY],
        [0, HEIGHT],
      ],
      '#000',
      ' opacity="0.07"',
    ),
    poly(
      [
        [WIDTH, 0],
        [right, top],
        [right, floorY],
        [WIDTH, HEIGHT],
      ],
      '#000',
      ' opacity="0.04"',
    ),
  ].join('\n')
}

/**
 * A window on the back wall or on a side wall (drawn in perspective), daylight or night outside.
 * Returns the SVG and where the light comes from, for the light overlay.
 */
export function windowFor(
  scene: TScene,
  random: TRandom,
  isEvening: boolean,
  avoid: { from: number; to: number } | null,
): { svg: string; x: number } {
  const sky = isEvening ? '#2C3A5C' : random.pick(['#CFE3EA', '#D8E8EE', '#E3EEF2'])
  const frame = '#FFFFFF'
  const place = random.pick(['back', 'left', 'right'] as const)
  if (place === 'back') {
    const w = random.int(9, 14) / 10
    let u = random.int(3, Math.floor((scene.metres - w - 0.3) * 10)) / 10
    // Keep clear of tall furniture against the back wall (the cabinets of a kitchen).
    if (avoid && u + w > avoid.from && u < avoid.to)
      u = avoid.to + 0.2 > scene.metres - w ? 0.3 : avoid.to + 0.2
    const a = point(scene, u, 0, 2.2)
    const b = point(scene, u + w, 0, 0.9)
    return {
      x: (a.x + b.x) / 2,
      svg: `<rect x="${a.x}" y="${a.y}" width="${b.x - a.x}" height="${b.y - a.y}" fill="${sky}"/>
        <rect x="${a.x}" y="${a.y}" width="${b.x - a.x}" height="${b.y - a.y}" fill="none" stroke="${frame}" stroke-width="${a.scale * 0.07}"/>
        <line x1="${(a.x + b.x) / 2}" y1="${a.y}" x2="${(a.x + b.x) / 2}" y2="${b.y}" stroke="${frame}" stroke-width="${a.scale * 0.05}"/>
        <rect x="${a.x - 4}" y="${b.y}" width="${b.x - a.x + 8}" height="${a.scale * 0.06}" fill="${frame}"/>`,
    }
  }
  // A side window between two depths, its edges following the wall's perspective.
  const t0 = random.int(15, 35) / 100
  const t1 = t0 + random.int(18, 28) / 100
  const u = place === 'left' ? 0 : scene.metres
  const corners = [
    point(scene, u, t0, 2.2),
    point(scene, u, t1, 2.2),
    point(scene, u, t1, 0.9),
    point(scene, u, t0, 0.9),
  ]
  const pts = corners.map((c) => `${c.x.toFixed(1)},${c.y.toFixed(1)}`).join(' ')
  const mid = [point(scene, u, (t0 + t1) / 2, 2.2), point(scene, u, (t0 + t1) / 2, 0.9)]
  return {
    x: place === 'left' ? 0 : WIDTH,
    svg: `<polygon points="${pts}" fill="${sky}" stroke="${frame}" stroke-width="${(corners[0]?.scale ?? 100) * 0.06}"/>
      <line x1="${mid[0]?.x}" y1="${mid[0]?.y}" x2="${mid[1]?.x}" y2="${mid[1]?.y}" stroke="${frame}" stroke-width="5"/>`,
  }
}

/** Daylight falls from the window; in the evening the room is dimmer and lamps glow warm. */
export function lightFor(isEvening: boolean, windowX: number, glows: { x: number; y: number }[]): string {
  if (!isEvening) {
    return `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#daylight)" opacity="0.5"/>
      <defs><radialGradient id="daylight" cx="${windowX / WIDTH}" cy="0.35" r="0.8">
        <stop offset="0" stop-color="#FFF6E0" stop-opacity="0.6"/><stop offset="1" stop-color="#FFF6E0" stop-opacity="0"/>
      </radialGradient></defs>`
  }
  return `<rect width="${WIDTH}" height="${HEIGHT}" fill="#1E2740" opacity="0.28"/>
    ${glows.map((glow) => `<circle cx="${glow.x}" cy="${glow.y}" r="110" fill="#FFD58A" opacity="0.12"/>`).join('')}`
}
