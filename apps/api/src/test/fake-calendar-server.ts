import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

const crlf = (lines: string[]) => `${lines.join('\r\n')}\r\n`

/** What Airbnb's host calendar export looks like: all-day events, "Reserved" and "Not available". */
export const airbnbLike = crlf([
  'BEGIN:VCALENDAR',
  'PRODID:-//Airbnb Inc//Hosting Calendar 1.0//EN',
  'CALSCALE:GREGORIAN',
  'VERSION:2.0',
  'BEGIN:VEVENT',
  'DTEND;VALUE=DATE:20300310',
  'DTSTART;VALUE=DATE:20300305',
  'UID:1418fb94e984-4a1c0e5d2e1b3c7b6a1f0e5c8e6a4f8b@airbnb.com',
  'DESCRIPTION:Reservation URL: https://www.airbnb.com/hosting/reservations/details/HMABCDEF\\nPhone',
  '  Number (Last 4 Digits): 1234',
  'SUMMARY:Reserved',
  'END:VEVENT',
  'BEGIN:VEVENT',
  'DTEND;VALUE=DATE:20300402',
  'DTSTART;VALUE=DATE:20300401',
  'UID:7f2a01c2b6e1-airbnb-blocked@airbnb.com',
  'SUMMARY:Airbnb (Not available)',
  'END:VEVENT',
  'END:VCALENDAR',
])

/** Montreal's zone as Google writes it (DST from the second Sunday of March to the first of November). */
export const torontoZone = [
  'BEGIN:VTIMEZONE',
  'TZID:America/Toronto',
  'X-LIC-LOCATION:America/Toronto',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:-0500',
  'TZOFFSETTO:-0400',
  'TZNAME:EDT',
  'DTSTART:19700308T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:-0400',
  'TZOFFSETTO:-0500',
  'TZNAME:EST',
  'DTSTART:19701101T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
]

/** An iCalendar document around VEVENTs given as their property lines (after `head`, e.g. a zone). */
export const calendarWith = (events: string[][], head: string[] = []) =>
  crlf([
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Demeure tests//EN',
    ...head,
    ...events.flatMap((lines) => ['BEGIN:VEVENT', ...lines, 'END:VEVENT']),
    'END:VCALENDAR',
  ])

/**
 * The security review's feed: `count` events repeating from 1900 (`rule`, daily by default).
 * 23,000 of them make 1.9 MB, under the 2 MB cap.
 */
export const repeatingFeed = (count: number, rule = 'FREQ=DAILY') =>
  calendarWith(
    Array.from({ length: count }, (_, index) => [
      `UID:${index}@x`,
      'DTSTART:19000101T000000Z',
      `RRULE:${rule}`,
    ]),
  )

/**
 * What Google Calendar exports: a VTIMEZONE, folded lines, zoned and UTC date-times, a weekly
 * RRULE with an EXDATE, and events that must not block anything (free time, cancelled).
 */
export const googleLike = crlf([
  'BEGIN:VCALENDAR',
  'PRODID:-//Google Inc//Google Calendar 70.9054//EN',
  'VERSION:2.0',
  'CALSCALE:GREGORIAN',
  'METHOD:PUBLISH',
  'X-WR-CALNAME:Appartement Plateau',
  'X-WR-TIMEZONE:America/Toronto',
  ...torontoZone,
  'BEGIN:VEVENT',
  'DTSTART;TZID=America/Toronto:20300515T150000',
  'DTEND;TZID=America/Toronto:20300518T110000',
  'DTSTAMP:20260101T000000Z',
  'UID:stay-may@google.com',
  'SUMMARY:Sous-location à Marie – arrivée l’après-midi\\, départ le matin avant',
  '  onze heures',
  'STATUS:CONFIRMED',
  'END:VEVENT',
  'BEGIN:VEVENT',
  'DTSTART:20300601T030000Z',
  'DTEND:20300602T030000Z',
  'DTSTAMP:20260101T000000Z',
  'UID:utc-evening@google.com',
  'SUMMARY:Late arrival (UTC)',
  'END:VEVENT',
  'BEGIN:VEVENT',
  'DTSTART;VALUE=DATE:20300701',
  'DTEND;VALUE=DATE:20300702',
  'RRULE:FREQ=WEEKLY;COUNT=3',
  'EXDATE;VALUE=DATE:20300708',
  'DTSTAMP:20260101T000000Z',
  'UID:weekly-cleaning@google.com',
  'SUMMARY:Cleaning day',
  'END:VEVENT',
  'BEGIN:VEVENT',
  'DTSTART;VALUE=DATE:20300801',
  'DTEND;VALUE=DATE:20300805',
  'TRANSP:TRANSPARENT',
  'DTSTAMP:20260101T000000Z',
  'UID:free-time@google.com',
  'SUMMARY:Reminder only',
  'END:VEVENT',
  'BEGIN:VEVENT',
  'DTSTART;VALUE=DATE:20300901',
  'DTEND;VALUE=DATE:20300905',
  'STATUS:CANCELLED',
  'DTSTAMP:20260101T000000Z',
  'UID:cancelled@google.com',
  'SUMMARY:Cancelled stay',
  'END:VEVENT',
  'BEGIN:VEVENT',
  'DTSTART;VALUE=DATE:20200101',
  'DTEND;VALUE=DATE:20200110',
  'DTSTAMP:20260101T000000Z',
  'UID:long-ago@google.com',
  'SUMMARY:Past stay',
  'END:VEVENT',
  'END:VCALENDAR',
])

export const malformed =
  'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nDTSTART;VALUE=DATE:2030XX01\r\n%%%\r\n'

/**
 * A local server of .ics files for the import tests: fixed fixtures, a feed whose content a test
 * changes, one with an ETag, a huge and a slow one, a redirect loop and a 404. Counts every request.
 */
export async function startFakeCalendarServer() {
  const hits: { path: string; url: string; ifNoneMatch: string | undefined }[] = []
  const mutable = { body: airbnbLike }
  /** Feeds a test adds by path (e.g. generated ones), served like the fixtures. */
  const extra = new Map<string, string>()
  const files: Record<string, () => string> = {
    '/airbnb.ics': () => airbnbLike,
    '/google.ics': () => googleLike,
    '/malformed.ics': () => malformed,
    '/not-a-calendar.ics': () => '<html><body>Sign in</body></html>',
    '/mutable.ics': () => mutable.body,
  }
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://x')
    const ifNoneMatch = request.headers['if-none-match']
    hits.push({ path: url.pathname, url: `${url.pathname}${url.search}`, ifNoneMatch })
    const served =
      files[url.pathname] ?? (extra.has(url.pathname) ? () => extra.get(url.pathname) : undefined)
    if (served) {
      response.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8' }).end(served())
    } else if (url.pathname === '/etag.ics') {
      if (ifNoneMatch === '"v1"') response.writeHead(304, { etag: '"v1"' }).end()
      else response.writeHead(200, { 'content-type': 'text/calendar', etag: '"v1"' }).end(airbnbLike)
    } else if (url.pathname === '/huge.ics') {
      // Chunked, no Content-Length: the cap must be counted while the body streams.
      response.writeHead(200, { 'content-type': 'text/calendar' })
      response.write('BEGIN:VCALENDAR\r\n')
      const line = `X-PADDING:${'x'.repeat(1000)}\r\n`
      let sent = 0
      const pump = () => {
        while (sent < 3000) {
          sent++
          if (!response.write(line)) return void response.once('drain', pump)
        }
        response.end('END:VCALENDAR\r\n')
      }
      response.on('error', () => {})
      pump()
    } else if (url.pathname === '/slow.ics') {
      response.writeHead(200, { 'content-type': 'text/calendar' })
      response.write('BEGIN:VCALENDAR\r\n')
      // Never finishes: the client's deadline must end it.
    } else if (url.pathname === '/loop.ics') {
      response.writeHead(302, { location: '/loop.ics' }).end()
    } else if (url.pathname.startsWith('/hop/')) {
      const left = Number(url.pathname.slice(5))
      response.writeHead(302, { location: left > 1 ? `/hop/${left - 1}` : '/airbnb.ics' }).end()
    } else {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found')
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    hits,
    mutable,
    extra,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
