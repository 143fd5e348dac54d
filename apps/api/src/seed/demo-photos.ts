import sharp from 'sharp'
import { LAYOUTS, type TArrangement } from './demo-room-layouts.ts'
import {
  cameraFor,
  HEIGHT,
  lightFor,
  shell,
  type TPalette,
  type TScene,
  WIDTH,
  windowFor,
} from './demo-room-scene.ts'
import type { TRandom } from './random.ts'

/** Warm interior palettes around the brand colours (DESIGN.md): walls, floor, accents. */
const PALETTES = [
  { wall: '#F3EDE4', floor: '#C89F7A', accent: '#0F5C5C', soft: '#E7D8C6' },
  { wall: '#EEF2EF', floor: '#B98E6A', accent: '#D9623B', soft: '#D5E3DD' },
  { wall: '#FAF8F5', floor: '#A97C57', accent: '#2F6F73', soft: '#EADFD3' },
  { wall: '#F6EBDD', floor: '#8F6B4E', accent: '#C4553A', soft: '#F0DCC6' },
  { wall: '#E9EEF0', floor: '#B0896B', accent: '#1F4E5F', soft: '#D8E2E6' },
  { wall: '#F4F0E8', floor: '#9C7452', accent: '#7A8F5C', soft: '#E4E0D0' },
  { wall: '#EDE6F0', floor: '#B4916F', accent: '#5B4A7A', soft: '#DDD3E4' },
  { wall: '#F7F3EA', floor: '#D2B48C', accent: '#8C3B2E', soft: '#EFE4D2' },
  { wall: '#E4ECE6', floor: '#7E5E45', accent: '#35624A', soft: '#CFDDD3' },
  { wall: '#FBF1E6', floor: '#A0785A', accent: '#D89B3A', soft: '#F3DFC4' },
  { wall: '#E8E8E4', floor: '#6F5846', accent: '#3D3D3D', soft: '#D6D4CC' },
  { wall: '#F1E9E4', floor: '#BFA084', accent: '#A3566B', soft: '#E8D3D5' },
]

export const ROOM_KINDS = ['living', 'bedroom', 'kitchen', 'bathroom'] as const
export type TRoomKind = (typeof ROOM_KINDS)[number]
type TBasePalette = (typeof PALETTES)[number]

/** Room widths in metres: a bathroom is small, a living room larger. */
const ROOM_METRES: Record<TRoomKind, [number, number]> = {
  living: [3.8, 5],
  bedroom: [3.4, 4.4],
  kitchen: [3.6, 4.8],
  bathroom: [2.6, 3.2],
}
const WOODS = ['#8A6A50', '#B08862', '#5E4636', '#C9A77F', '#6B4B36']

/** A generated photo and what it shows: the layout drawn (a bathroom's tells whether it has a tub). */
export type TRoomPhoto = { image: Buffer; layout: string }

/**
 * An SVG room of one kind: a layout of that kind (where each piece stands), seen by a camera placed
 * by the seed (left, centre or right; wide or close), with a window on one of three walls, by day or
 * in the evening, in a palette; some mirrored. All furniture stands inside the frame.
 */
function roomSvg(random: TRandom, kind: TRoomKind, layoutName: string): string {
  const base: TBasePalette = random.pick(PALETTES)
  const p: TPalette = { ...base, wood: random.pick(WOODS) }
  const [min, max] = ROOM_METRES[kind]
  const scene = cameraFor(random, min, max)
  const layouts = LAYOUTS[kind] as Record<string, (s: TScene, p: TPalette, r: TRandom) => TArrangement>
  const arrangement = (layouts[layoutName] as (s: TScene, p: TPalette, r: TRandom) => TArrangement)(
    scene,
    p,
    random,
  )
  const isEvening = kind !== 'bathroom' && random.chance(0.3)
  const window = windowFor(scene, random, isEvening, arrangement.busy ?? null)
  const pieces = [...arrangement.pieces].sort((a, b) => a.t - b.t)
  const glows = pieces.flatMap((piece) => (piece.glow ? [piece.glow] : []))
  const mirror = random.chance(0.5) ? ` transform="translate(${WIDTH},0) scale(-1,1)"` : ''
  const tiles =
    kind === 'bathroom' || kind === 'kitchen'
      ? Array.from({ length: 8 }, (_, i) => {
          const y = scene.floorY - ((i + 1) * (scene.floorY - scene.top)) / 9
          return `<line x1="${scene.left}" y1="${y}" x2="${scene.left + scene.width}" y2="${y}" stroke="#000" stroke-opacity="0.05"/>`
        }).join('')
      : ''
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
    <g${mirror}>
      ${shell(scene, p, random)}${tiles}
      ${window.svg}
      ${arrangement.wall.join('')}
      ${pieces.map((piece) => piece.svg).join('')}
    </g>
    ${lightFor(isEvening, mirror ? WIDTH - window.x : window.x, mirror ? glows.map((g) => ({ ...g, x: WIDTH - g.x })) : glows)}
  </svg>`
}

const toJpeg = (svg: string) => sharp(Buffer.from(svg)).jpeg({ quality: 84 }).toBuffer()

/** The layouts of a kind of room, as the seed names them. */
export const layoutsOf = (kind: TRoomKind) => Object.keys(LAYOUTS[kind])

/**
 * `count` JPEG photos of one kind of room, as a host's phone would produce, rendered offline: the
 * kind's layouts in turn, so every layout appears, each drawn with its own camera, light and palette.
 */
export async function generateRoomsOfKind(
  random: TRandom,
  kind: TRoomKind,
  count: number,
): Promise<TRoomPhoto[]> {
  const names = layoutsOf(kind)
  const drawn = Array.from({ length: count }, (_, i) => {
    const layout = names[i % names.length] as string
    return { svg: roomSvg(random, kind, layout), layout }
  })
  return Promise.all(drawn.map(async ({ svg, layout }) => ({ image: await toJpeg(svg), layout })))
}

/** `count` JPEG photos of living rooms and bedrooms, for the large benchmark catalogue. */
export async function generateRoomPhotos(random: TRandom, count: number): Promise<Buffer[]> {
  const kinds: TRoomKind[] = ['living', 'bedroom', 'kitchen']
  const photos = await Promise.all(
    kinds.map((kind) => generateRoomsOfKind(random, kind, Math.ceil(count / kinds.length))),
  )
  return photos
    .flat()
    .slice(0, count)
    .map((photo) => photo.image)
}

/** An abstract Montreal-ish skyline: row houses with outdoor staircases under a soft sky. */
function streetSvg(random: TRandom): string {
  const p = random.pick(PALETTES)
  const sky = random.pick(['#DCEBF0', '#F6E3D3', '#E8EEF3', '#F3E9DC'])
  const houses: string[] = []
  for (let x = 0; x < 800; ) {
    const width = random.int(110, 170)
    const height = random.int(220, 330)
    const colour = random.pick([p.accent, '#B5654A', '#8E5B4A', '#C98B6B', '#6E7F86'])
    const top = 600 - height
    houses.push(`<rect x="${x}" y="${top}" width="${width - 6}" height="${height}" fill="${colour}"/>`)
    for (let row = top + 30; row < 560; row += 80) {
      houses.push(
        `<rect x="${x + 18}" y="${row}" width="34" height="46" rx="3" fill="#F5EFE6" opacity="0.9"/>`,
      )
      houses.push(
        `<rect x="${x + width - 62}" y="${row}" width="34" height="46" rx="3" fill="#F5EFE6" opacity="0.9"/>`,
      )
    }
    houses.push(
      `<polyline points="${x + width / 2 - 20},600 ${x + width / 2 + 20},${top + 140} ${x + width / 2 - 10},${top + 140}" fill="none" stroke="#2B2B2B" stroke-width="5"/>`,
    )
    x += width
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 800 600" preserveAspectRatio="xMidYMid slice">
    <rect width="800" height="600" fill="${sky}"/>
    <circle cx="${random.int(100, 700)}" cy="${random.int(70, 140)}" r="46" fill="${p.soft}"/>
    ${houses.join('\n')}
  </svg>`
}

export async function generateStreetImages(random: TRandom, count: number): Promise<Buffer[]> {
  return Promise.all(
    Array.from({ length: count }, () =>
      sharp(Buffer.from(streetSvg(random)))
        .jpeg({ quality: 84 })
        .toBuffer(),
    ),
  )
}
