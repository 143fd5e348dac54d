import { addDays } from '@demeure/shared'

/** One busy period of the export: nights from `start` to the day before `end` (end exclusive). */
export type TExportEvent = { uid: string; start: string; end: string; summary: string }

const compact = (iso: string) => iso.replaceAll('-', '')

function utcStamp(at: Date): string {
  return `${at.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`
}

/**
 * A TEXT value as RFC 5545 §3.3.11 writes it: backslash, semicolon and comma escaped, every line
 * break (CRLF, LF or a bare CR) as `\n`, and the other control characters (which TEXT may not hold
 * and a bare CR would turn into a broken line) dropped. Tab is allowed and kept.
 */
function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
    .replace(/(?!\t)\p{Cc}/gu, '')
}

/** Lines longer than 75 octets continue on the next line after a space (RFC 5545 §3.1). */
function fold(line: string): string {
  const bytes = Buffer.from(line, 'utf8')
  if (bytes.length <= 75) return line
  const parts: string[] = []
  let current = ''
  for (const char of line) {
    const limit = parts.length === 0 ? 75 : 74
    if (Buffer.byteLength(current + char, 'utf8') > limit) {
      parts.push(current)
      current = ''
    }
    current += char
  }
  parts.push(current)
  return parts.join('\r\n ')
}

/** Reserved dates are stored with an inclusive last day; the feed's DTEND is the day after. */
export const exclusiveEnd = (lastDay: string) => addDays(lastDay, 1)

/**
 * A listing's busy dates as an iCalendar document that booking platforms import: all-day events,
 * stable UIDs (so a poller updates rather than duplicates), no guest names or contact details.
 * `stamp` is when the content last changed, so the same content is always the same bytes.
 */
export function renderCalendar(options: { name: string; events: TExportEvent[]; stamp: Date }): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Demeure//Calendar sync//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(options.name)}`,
  ]
  for (const event of options.events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${event.uid}`,
      `DTSTAMP:${utcStamp(options.stamp)}`,
      `DTSTART;VALUE=DATE:${compact(event.start)}`,
      `DTEND;VALUE=DATE:${compact(event.end)}`,
      `SUMMARY:${escapeText(event.summary)}`,
      'TRANSP:OPAQUE',
      'END:VEVENT',
    )
  }
  lines.push('END:VCALENDAR')
  return `${lines.map(fold).join('\r\n')}\r\n`
}
