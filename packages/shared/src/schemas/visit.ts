import { z } from 'zod'
import { ZListingCard } from './search.ts'
import { zId, zParagraphs } from './text.ts'

export const VISIT_MODES = ['in_person', 'video'] as const
export const VISIT_STATUSES = ['requested', 'accepted', 'declined', 'cancelled'] as const
export type TVisitStatus = (typeof VISIT_STATUSES)[number]

/** A visit request from the listing page (API.md Renting): a day, an hour, in person or by video. */
export const ZVisitWrite = z.strictObject({
  property: zId('validation.required'),
  date: z.iso.date('listing.invalidDate'),
  time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'visit.time'),
  mode: z.enum(VISIT_MODES, 'visit.mode'),
  message: zParagraphs().max(1000).default(''),
})
export type TVisitWrite = z.input<typeof ZVisitWrite>

const ZVisitPerson = z.object({ id: z.string(), first_name: z.string(), last_name: z.string() })

export const ZVisit = z.object({
  visit_id: z.number().int(),
  property: ZListingCard.nullable(),
  guest: ZVisitPerson,
  host: ZVisitPerson,
  date: z.string(),
  time: z.string(),
  mode: z.enum(VISIT_MODES),
  message: z.string(),
  status: z.enum(VISIT_STATUSES),
  created_at: z.string(),
})
export type TVisit = z.infer<typeof ZVisit>

/** `role=host` lists visitors of the caller's listings; `guest` (default) the caller's own requests. */
export const ZVisitListQuery = z.object({
  role: z.enum(['guest', 'host']).default('guest'),
  property: zId().optional(),
  status: z.enum(VISIT_STATUSES).optional(),
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
})
