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
]

/**
 * An SVG room: a wall with a window, a floor, and furniture (bed or sofa, lamp, plant, shelf, art)
 * placed by the seed, so every generated photo differs but all look calm and furnished.
 */
function roomSvg(random: TRandom): string {
  const p = random.pick(PALETTES)
  const horizon = random.int(300, 360)
  const windowX = random.int(60, 520)
  const hasBed = random.chance(0.5)
  const plantX = random.pick([40, 660, 620])
  // The frame hangs on the wall side away from the window; the lamp stands by the plant's far side.
  const artX = windowX < 330 ? random.int(windowX + 220, 620) : random.int(40, windowX - 160)
  const art = random.chance(0.6)
    ? `<rect x="${artX}" y="90" width="120" height="90" rx="4" fill="${p.accent}" opacity="0.85"/>
       <circle cx="${artX + random.int(35, 85)}" cy="135" r="22" fill="${p.soft}"/>`
    : ''
  const lampX = plantX > 400 ? random.int(560, 580) : random.int(660, 720)
  const furnitureX = plantX > 400 ? random.int(60, 250) : random.int(130, 360)
  const bed = `<rect x="${furnitureX}" y="${horizon + 40}" width="260" height="70" rx="10" fill="${p.soft}"/>
    <rect x="${furnitureX}" y="${horizon + 10}" width="260" height="40" rx="10" fill="${p.accent}" opacity="0.9"/>
    <rect x="${furnitureX + 20}" y="${horizon + 20}" width="70" height="28" rx="8" fill="#FFFFFF"/>
    <rect x="${furnitureX + 110}" y="${horizon + 20}" width="70" height="28" rx="8" fill="#FFFFFF"/>`
  const sofa = `<rect x="${furnitureX}" y="${horizon + 20}" width="280" height="80" rx="18" fill="${p.accent}"/>
    <rect x="${furnitureX + 15}" y="${horizon + 5}" width="250" height="45" rx="14" fill="${p.accent}" opacity="0.8"/>
    <rect x="${furnitureX + 40}" y="${horizon + 110}" width="200" height="14" rx="7" fill="${p.floor}" opacity="0.7"/>`
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600">
    <rect width="800" height="600" fill="${p.wall}"/>
    <rect x="${windowX}" y="60" width="180" height="200" rx="6" fill="#CFE3EA"/>
    <rect x="${windowX}" y="60" width="180" height="200" rx="6" fill="none" stroke="#FFFFFF" stroke-width="10"/>
    <line x1="${windowX + 90}" y1="60" x2="${windowX + 90}" y2="260" stroke="#FFFFFF" stroke-width="8"/>
    ${art}
    <rect y="${horizon + 100}" width="800" height="${600 - horizon - 100}" fill="${p.floor}"/>
    <rect y="${horizon + 100}" width="800" height="8" fill="#000000" opacity="0.06"/>
    ${hasBed ? bed : sofa}
    <rect x="${plantX}" y="${horizon + 60}" width="46" height="50" rx="6" fill="#8A5A44"/>
    <circle cx="${plantX + 23}" cy="${horizon + 40}" r="34" fill="#5E8C61"/>
    <circle cx="${plantX + 8}" cy="${horizon + 25}" r="20" fill="#6FA070"/>
    <rect x="${lampX}" y="${horizon - 60}" width="8" height="170" fill="#3B3B3B"/>
    <ellipse cx="${lampX + 4}" cy="${horizon - 70}" rx="36" ry="22" fill="#F7D9A8"/>
  </svg>`
}

/** `count` distinct JPEG photos, as a host's phone would produce, rendered offline. */
export async function generateRoomPhotos(random: TRandom, count: number): Promise<Buffer[]> {
  const svgs = Array.from({ length: count }, () => roomSvg(random))
  return Promise.all(svgs.map((svg) => sharp(Buffer.from(svg)).jpeg({ quality: 84 }).toBuffer()))
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
