import sharp from 'sharp'
import { PHOTOS_PER_KIND } from '../seed/demo-catalogue.ts'
import { generateRoomsOfKind, ROOM_KINDS } from '../seed/demo-photos.ts'
import { createRandom } from '../seed/random.ts'

/** The demo catalogue's distinct room photos, drawn exactly as its seed draws them (demo-catalogue.ts). */
export async function demoRoomPhotos(seed = 20260901): Promise<Buffer[]> {
  const random = createRandom(seed)
  const photos: Buffer[] = []
  for (const kind of ROOM_KINDS) {
    for (const photo of await generateRoomsOfKind(random, kind, PHOTOS_PER_KIND[kind]))
      photos.push(photo.image)
  }
  return photos
}

/** What someone copying a photo does to it, each applied to the original JPEG. */
export async function copiesOf(original: Buffer): Promise<Record<string, Buffer>> {
  const { width = 0, height = 0 } = await sharp(original).metadata()
  const tenth = { x: Math.round(width * 0.05), y: Math.round(height * 0.05) }
  return {
    'an exact copy': original,
    'a copy resized to half': await sharp(original)
      .resize(Math.round(width / 2))
      .jpeg()
      .toBuffer(),
    'a JPEG recompressed at quality 15': await sharp(original).jpeg({ quality: 15 }).toBuffer(),
    'a 10 % crop (5 % off each side)': await sharp(original)
      .extract({ left: tenth.x, top: tenth.y, width: width - 2 * tenth.x, height: height - 2 * tenth.y })
      .jpeg()
      .toBuffer(),
    'a hue and brightness shift': await sharp(original)
      .modulate({ hue: 40, brightness: 1.2 })
      .jpeg()
      .toBuffer(),
    'a PNG of it, greyed': await sharp(original).greyscale().png().toBuffer(),
  }
}
