import { z } from 'zod'
import { CONTACT_KINDS } from '../contact-masking/kinds.ts'
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
  /** As this reader may read it: the host sees contact details hidden until a stay is paid. */
  message: z.string(),
  status: z.enum(VISIT_STATUSES),
  created_at: z.string(),
  /** Beyond the spec: the kinds of contact hidden from this reader in `message`. */
  message_hidden: z.array(z.enum(CONTACT_KINDS)),
  /** Beyond the spec: the message speaks of paying outside Demeure. */
  message_payment_warning: z.boolean(),
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
