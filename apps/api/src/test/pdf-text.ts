import { inflateSync } from 'node:zlib'

/**
 * The text a PDF draws, line by line, read the way a viewer would: each content stream is inflated
 * (FlateDecode) and the strings of its TJ/Tj operators decoded (pdfkit writes them as hex in
 * WinAnsi, which is Latin-1 for the characters receipts use). Enough for pdfkit's output only.
 */
export function pdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1')
  const lines: string[] = []
  const streams = /stream\r?\n/g
  for (let match = streams.exec(source); match; match = streams.exec(source)) {
    const start = match.index + match[0].length
    const end = source.indexOf('endstream', start)
    const raw = pdf.subarray(start, end)
    let content: string
    try {
      content = inflateSync(raw).toString('latin1')
    } catch {
      content = raw.toString('latin1')
    }
    for (const operator of content.matchAll(/\[(.*?)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)) {
      const hexes = operator[1]
        ? [...operator[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1])
        : [operator[2]]
      lines.push(hexes.map((hex) => Buffer.from(hex ?? '', 'hex').toString('latin1')).join(''))
    }
  }
  return lines.join('\n')
}
