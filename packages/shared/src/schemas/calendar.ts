import { z } from 'zod'
import { zLine } from './text.ts'

/** How many external calendars one listing may import. */
export const MAX_CALENDAR_FEEDS = 5

/** An external calendar to import: a name the host recognizes ("Airbnb") and its iCal address. */
export const ZCalendarFeedWrite = z.strictObject({
  name: zLine().min(1, 'validation.required').max(60, 'validation.tooLong'),
  url: z
    .string('validation.required')
    .trim()
    .min(1, 'validation.required')
    .max(2000, 'validation.tooLong')
    // webcal:// is how some platforms hand out iCal links; the server reads it as https://.
    .pipe(z.url({ protocol: /^(https?|webcals?)$/, message: 'calendar.urlInvalid' })),
})
export type TCalendarFeedWrite = z.input<typeof ZCalendarFeedWrite>

/** An imported calendar and how its last sync went; `last_error` is in the reader's language. */
export const ZCalendarFeed = z.object({
  id: z.number().int(),
  name: z.string(),
  url: z.string(),
  event_count: z.number().int(),
  last_synced_at: z.string().nullable(),
  last_error: z.string().nullable(),
  last_error_at: z.string().nullable(),
  created_at: z.string(),
})
export type TCalendarFeed = z.infer<typeof ZCalendarFeed>

/** A listing's calendar sync: its private export address and the calendars it imports. */
export const ZCalendarSync = z.object({
  export_url: z.string(),
  feeds: z.array(ZCalendarFeed),
})
export type TCalendarSync = z.infer<typeof ZCalendarSync>
