import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

/** The .eml files the outbox mailer wrote, oldest first, decoded enough to read subject, recipient and body. */
export function readOutbox(dataDir: string) {
  const dir = path.join(dataDir, 'outbox')
  let names: string[] = []
  try {
    names = readdirSync(dir).sort()
  } catch {
    return []
  }
  return names.map((name) => {
    const raw = readFileSync(path.join(dir, name), 'utf8')
    const [head = '', ...rest] = raw.split('\n\n')
    const unfolded = head.replace(/\n[ \t]+/g, ' ')
    const header = (field: string) =>
      decodeWords(new RegExp(`^${field}: (.*)$`, 'mi').exec(unfolded)?.[1] ?? '')
    let body = rest.join('\n\n')
    if (/content-transfer-encoding: quoted-printable/i.test(head)) {
      body = decodeQuotedPrintable(body.replace(/=\n/g, ''))
    }
    return { to: header('To'), subject: header('Subject'), body, header, raw }
  })
}

function decodeQuotedPrintable(text: string): string {
  return text.replace(/(?:=[0-9A-F]{2})+/g, (hex) =>
    Buffer.from(
      hex
        .split('=')
        .filter(Boolean)
        .map((h) => Number.parseInt(h, 16)),
    ).toString('utf8'),
  )
}

/** RFC 2047 encoded words, as nodemailer writes non-ASCII subjects. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_whole, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replaceAll('_', ' ')),
    )
}
