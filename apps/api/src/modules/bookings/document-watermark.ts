import sharp from 'sharp'
import { decodeUpload } from '../../lib/images.ts'

/** The longest side of the image a host sees: enough to read an ID card, too small to reprint it. */
export const VIEW_SIDE = 1400

export type TWatermark = {
  /** The host looking at it, written across the page so a screenshot names who took it. */
  viewerName: string
  /** When, in Montréal time, as the host reads it. */
  viewedAt: string
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  )

/** Lines of text repeated diagonally over the whole surface, dark and light so both read on any page. */
function watermarkSvg(width: number, height: number, mark: TWatermark) {
  const line = escapeXml(
    `${mark.viewerName} · ${mark.viewedAt} · Demeure — view only / consultation seulement`,
  )
  const size = Math.max(14, Math.round(Math.min(width, height) / 28))
  const rows: string[] = []
  const diagonal = Math.ceil(Math.hypot(width, height))
  for (let y = -diagonal; y < diagonal; y += size * 4) {
    rows.push(
      `<text x="${-diagonal}" y="${y}" font-size="${size}">${`${line} · `.repeat(Math.ceil((2 * diagonal) / (line.length * size * 0.5)) + 1)}</text>`,
    )
  }
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
      <g transform="translate(${width / 2} ${height / 2}) rotate(-30)" font-family="DejaVu Sans, sans-serif"
         fill="#b42318" fill-opacity="0.38" stroke="#ffffff" stroke-opacity="0.35" stroke-width="0.6">
        ${rows.join('\n')}
      </g>
    </svg>`,
  )
}

/** Decoded pixels: what sharp's raw output and a drawn PDF page both are. */
export type TPixels = { data: Buffer; width: number; height: number; channels: 1 | 2 | 3 | 4 }

/**
 * Pixels as the host may see them: flattened on white and covered by the viewer's name, the date
 * and "view only", as a JPEG. Every image a host is shown goes through here: photos, PDF pages and
 * the card that stands for a PDF that cannot be drawn.
 */
export function watermarkPixels({ data, width, height, channels }: TPixels, mark: TWatermark) {
  return sharp(data, { raw: { width, height, channels } })
    .flatten({ background: '#ffffff' })
    .composite([{ input: watermarkSvg(width, height, mark) }])
    .jpeg({ quality: 78 })
    .toBuffer()
}

/**
 * A rental document as the host may see it: re-drawn (never the stored bytes, no metadata), shrunk,
 * and watermarked. A JPEG of at most 1,400 px.
 */
export async function watermarkedImage(original: Buffer, mark: TWatermark): Promise<Buffer> {
  const flat = await decodeUpload(
    original,
    {
      field: 'document',
      keys: { unreadable: 'field.documentType', pixels: 'field.documentType', bytes: 'field.documentType' },
    },
    VIEW_SIDE,
    (upright) => upright.raw().toBuffer({ resolveWithObject: true }),
  )
  const { width, height, channels } = flat.info
  return watermarkPixels({ data: flat.data, width, height, channels }, mark)
}

/**
 * The card a host sees for a PDF that cannot be drawn (locked, damaged, past its budget): the
 * document's kind, name and size and why, in the viewer's language, under the same watermark.
 */
export async function pdfNoticeImage(lines: { title: string; body: string[] }, mark: TWatermark) {
  const width = 1200
  const height = 760
  const text = [lines.title, ...lines.body]
    .map(
      (content, index) =>
        `<text x="60" y="${110 + index * 60}" font-size="${index === 0 ? 40 : 26}" font-weight="${index === 0 ? 700 : 400}">${escapeXml(content)}</text>`,
    )
    .join('\n')
  const card = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
      <rect width="100%" height="100%" fill="#ffffff"/>
      <g font-family="DejaVu Sans, sans-serif" fill="#1f2937">${text}</g>
    </svg>`,
  )
  const drawn = await sharp(card).raw().toBuffer({ resolveWithObject: true })
  const { channels } = drawn.info
  return watermarkPixels({ data: drawn.data, width, height, channels }, mark)
}
