import sharp from 'sharp'
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
type TPalette = (typeof PALETTES)[number]

/** Morning sun, plain daylight or a lamp-lit evening over the whole picture. */
function lightOverlay(random: TRandom): string {
  const light = random.pick(['morning', 'day', 'day', 'evening'] as const)
  if (light === 'morning') return '<rect width="800" height="600" fill="#FFCF8A" opacity="0.12"/>'
  if (light === 'evening') {
    return `<rect width="800" height="600" fill="#24324D" opacity="0.2"/>
      <circle cx="${random.int(150, 650)}" cy="${random.int(200, 320)}" r="220" fill="#FFD9A0" opacity="0.14"/>`
  }
  return ''
}

function windowSvg(x: number, y: number, width: number, height: number, sky: string): string {
  return `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="6" fill="${sky}"/>
    <rect x="${x}" y="${y}" width="${width}" height="${height}" rx="6" fill="none" stroke="#FFFFFF" stroke-width="10"/>
    <line x1="${x + width / 2}" y1="${y}" x2="${x + width / 2}" y2="${y + height}" stroke="#FFFFFF" stroke-width="8"/>`
}

function floorSvg(p: TPalette, top: number, random: TRandom): string {
  const planks = Array.from({ length: 6 }, (_, i) => {
    const y = top + 18 + i * ((600 - top) / 6)
    return `<line x1="0" y1="${y}" x2="800" y2="${y}" stroke="#000000" stroke-opacity="0.05" stroke-width="2"/>`
  }).join('')
  const rug = random.chance(0.6)
    ? `<ellipse cx="${random.int(300, 500)}" cy="${top + 70}" rx="${random.int(170, 240)}" ry="34" fill="${p.soft}" opacity="0.9"/>`
    : ''
  return `<rect y="${top}" width="800" height="${600 - top}" fill="${p.floor}"/>${planks}${rug}
    <rect y="${top}" width="800" height="8" fill="#000000" opacity="0.06"/>`
}

const plant = (
  x: number,
  base: number,
) => `<rect x="${x}" y="${base - 50}" width="46" height="50" rx="6" fill="#8A5A44"/>
  <circle cx="${x + 23}" cy="${base - 70}" r="34" fill="#5E8C61"/>
  <circle cx="${x + 8}" cy="${base - 85}" r="20" fill="#6FA070"/>`
const lamp = (
  x: number,
  base: number,
) => `<rect x="${x}" y="${base - 170}" width="8" height="170" fill="#3B3B3B"/>
  <ellipse cx="${x + 4}" cy="${base - 180}" rx="36" ry="22" fill="#F7D9A8"/>`
const art = (x: number, p: TPalette, random: TRandom) =>
  `<rect x="${x}" y="${random.int(80, 120)}" width="${random.int(90, 140)}" height="${random.int(70, 100)}" rx="4" fill="${random.pick([p.accent, p.soft, '#FFFFFF'])}" stroke="#3B3B3B" stroke-width="4"/>
   <circle cx="${x + 45}" cy="140" r="${random.int(12, 24)}" fill="${random.pick([p.accent, p.floor, '#E8B04A'])}" opacity="0.8"/>`

function livingRoom(p: TPalette, random: TRandom, horizon: number): string {
  const sofaX = random.int(90, 300)
  const shelf = random.chance(0.5)
    ? `<rect x="620" y="${horizon - 150}" width="130" height="250" fill="${p.soft}" stroke="${p.floor}" stroke-width="6"/>
       ${[0, 1, 2].map((row) => `<rect x="632" y="${horizon - 130 + row * 75}" width="${random.int(40, 100)}" height="40" fill="${random.pick([p.accent, '#C98B6B', '#6E7F86'])}"/>`).join('')}`
    : plant(680, horizon + 110)
  return `${windowSvg(random.int(60, 420), 60, random.int(150, 230), 210, '#CFE3EA')}
    ${random.chance(0.7) ? art(random.int(40, 520), p, random) : ''}
    ${floorSvg(p, horizon + 100, random)}
    <rect x="${sofaX}" y="${horizon + 20}" width="280" height="80" rx="18" fill="${p.accent}"/>
    <rect x="${sofaX + 15}" y="${horizon + 5}" width="250" height="45" rx="14" fill="${p.accent}" opacity="0.8"/>
    <rect x="${sofaX + 30}" y="${horizon + 12}" width="50" height="36" rx="8" fill="${p.soft}"/>
    <rect x="${sofaX + 60}" y="${horizon + 125}" width="160" height="18" rx="6" fill="#6B4B36"/>
    ${shelf}
    ${lamp(random.int(20, 60), horizon + 110)}`
}

function bedroom(p: TPalette, random: TRandom, horizon: number): string {
  const bedX = random.int(150, 330)
  const width = random.int(240, 320)
  return `${windowSvg(random.chance(0.5) ? 40 : 600, 70, 150, 190, '#D8E8EE')}
    ${random.chance(0.6) ? art(bedX + 60, p, random) : ''}
    ${floorSvg(p, horizon + 100, random)}
    <rect x="${bedX}" y="${horizon - 60}" width="${width}" height="110" rx="12" fill="${p.accent}"/>
    <rect x="${bedX - 10}" y="${horizon + 30}" width="${width + 20}" height="80" rx="10" fill="#FFFFFF"/>
    <rect x="${bedX - 10}" y="${horizon + 55}" width="${width + 20}" height="55" rx="10" fill="${p.soft}"/>
    <rect x="${bedX + 20}" y="${horizon + 10}" width="80" height="30" rx="10" fill="#FFFFFF" stroke="${p.soft}" stroke-width="3"/>
    <rect x="${bedX + width - 100}" y="${horizon + 10}" width="80" height="30" rx="10" fill="#FFFFFF" stroke="${p.soft}" stroke-width="3"/>
    <rect x="${bedX + width + 30}" y="${horizon + 40}" width="70" height="70" rx="6" fill="#8A6A50"/>
    <rect x="${bedX + width + 55}" y="${horizon}" width="20" height="40" fill="#3B3B3B"/>
    <ellipse cx="${bedX + width + 65}" cy="${horizon - 5}" rx="26" ry="16" fill="#F7D9A8"/>
    ${random.chance(0.5) ? plant(random.int(20, 90), horizon + 110) : ''}`
}

function kitchen(p: TPalette, random: TRandom, horizon: number): string {
  const counterTop = horizon + 10
  const cabinets = random.pick(['#FFFFFF', p.accent, '#D9D4CB', '#2E3A3F'])
  const doors = Array.from(
    { length: 7 },
    (_, i) =>
      `<rect x="${40 + i * 80}" y="${counterTop + 22}" width="72" height="66" rx="4" fill="${cabinets}" stroke="#000000" stroke-opacity="0.12"/>`,
  ).join('')
  const uppers = Array.from(
    { length: 4 },
    (_, i) =>
      `<rect x="${40 + i * 100}" y="70" width="92" height="110" rx="4" fill="${cabinets}" stroke="#000000" stroke-opacity="0.12"/>`,
  ).join('')
  const tiles = Array.from(
    { length: 14 },
    (_, i) =>
      `<line x1="${40 + i * 40}" y1="190" x2="${40 + i * 40}" y2="${counterTop}" stroke="#FFFFFF" stroke-width="2"/>`,
  ).join('')
  const stools = random.chance(0.6)
    ? [0, 1, 2]
        .map(
          (
            i,
          ) => `<rect x="${200 + i * 120}" y="${horizon + 150}" width="50" height="12" rx="6" fill="${p.accent}"/>
        <rect x="${222 + i * 120}" y="${horizon + 160}" width="6" height="60" fill="#3B3B3B"/>`,
        )
        .join('')
    : ''
  return `<rect x="40" y="190" width="560" height="${counterTop - 190}" fill="${p.soft}"/>${tiles}
    ${uppers}
    ${windowSvg(470, 80, 120, 100, '#DCEBF0')}
    ${floorSvg(p, horizon + 100, random)}
    <rect x="30" y="${counterTop}" width="580" height="22" fill="${random.pick(['#E9E4DA', '#3F3F3F', '#C8B9A6'])}"/>
    ${doors}
    <rect x="640" y="110" width="120" height="${counterTop + 88 - 110}" rx="6" fill="#DADFE1" stroke="#9AA3A7" stroke-width="4"/>
    <line x1="655" y1="230" x2="655" y2="280" stroke="#7D868A" stroke-width="5"/>
    <rect x="${random.int(120, 380)}" y="${counterTop - 30}" width="36" height="30" rx="4" fill="${p.accent}"/>
    ${stools}`
}

function bathroom(p: TPalette, random: TRandom, horizon: number): string {
  const tile = random.pick(['#FFFFFF', '#E6EEF0', p.soft])
  const grid = Array.from(
    { length: 20 },
    (_, i) =>
      `<line x1="${i * 40}" y1="0" x2="${i * 40}" y2="${horizon + 100}" stroke="#000000" stroke-opacity="0.05"/>`,
  ).join('')
  const hasTub = random.chance(0.6)
  return `<rect width="800" height="${horizon + 100}" fill="${tile}"/>${grid}
    ${floorSvg(p, horizon + 100, random)}
    ${hasTub ? `<rect x="60" y="${horizon + 20}" width="330" height="90" rx="30" fill="#FFFFFF" stroke="#C9D2D6" stroke-width="5"/>` : `<rect x="60" y="90" width="220" height="${horizon + 10}" fill="#CFE3EA" opacity="0.5" stroke="#B8C4C9" stroke-width="5"/>`}
    <rect x="480" y="${horizon + 10}" width="220" height="100" rx="8" fill="${p.accent}"/>
    <rect x="470" y="${horizon}" width="240" height="16" rx="4" fill="#F4F4F2"/>
    <rect x="520" y="110" width="140" height="${horizon - 140}" rx="60" fill="#DCE6EA" stroke="#B0BBC0" stroke-width="6"/>
    <rect x="${random.int(300, 420)}" y="${horizon - 100}" width="40" height="120" rx="6" fill="${random.pick([p.soft, '#FFFFFF', p.accent])}"/>
    ${random.chance(0.5) ? plant(730, horizon + 110) : ''}`
}

const ROOMS: Record<TRoomKind, (p: TPalette, random: TRandom, horizon: number) => string> = {
  living: livingRoom,
  bedroom,
  kitchen,
  bathroom,
}

/**
 * An SVG room of one kind in a palette, light and layout drawn by the seed (some mirrored), so
 * every generated photo differs while all look calm and furnished.
 */
function roomSvg(random: TRandom, kind: TRoomKind): string {
  const p = random.pick(PALETTES)
  const horizon = random.int(300, 350)
  const room = ROOMS[kind](p, random, horizon)
  const mirror = random.chance(0.5) ? ' transform="translate(800,0) scale(-1,1)"' : ''
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600">
    <rect width="800" height="600" fill="${p.wall}"/>
    <g${mirror}>${room}</g>
    ${lightOverlay(random)}
  </svg>`
}

const toJpeg = (svg: string) => sharp(Buffer.from(svg)).jpeg({ quality: 84 }).toBuffer()

/** `count` distinct JPEG photos of one kind of room, as a host's phone would produce, rendered offline. */
export async function generateRoomsOfKind(
  random: TRandom,
  kind: TRoomKind,
  count: number,
): Promise<Buffer[]> {
  const svgs = Array.from({ length: count }, () => roomSvg(random, kind))
  return Promise.all(svgs.map(toJpeg))
}

/** `count` distinct JPEG photos of living rooms and bedrooms. */
export async function generateRoomPhotos(random: TRandom, count: number): Promise<Buffer[]> {
  const svgs = Array.from({ length: count }, (_, i) => roomSvg(random, i % 2 === 0 ? 'living' : 'bedroom'))
  return Promise.all(svgs.map(toJpeg))
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
