import { z } from 'zod'
import { AMENITIES, TYPE_FILTERS } from '../constants/catalogue.ts'
import { ZSearchQuery } from './search.ts'
import { zId, zLine } from './text.ts'

/** At most this many saved searches per account (one more is a 409). */
export const SAVED_SEARCHES_LIMIT = 20
export const SAVED_SEARCH_NAME_MAX = 80
/** `instant`: told as soon as a home matches (at most one e-mail a day); `daily`: one digest a day. */
export const SAVED_SEARCH_FREQUENCIES = ['instant', 'daily'] as const
export type TSavedSearchFrequency = (typeof SAVED_SEARCH_FREQUENCIES)[number]
/** Why a home newly matches: it was published, its price went down, or dates became free. */
export const SAVED_SEARCH_ALERT_REASONS = ['published', 'price_lowered', 'dates_freed'] as const
export type TSavedSearchAlertReason = (typeof SAVED_SEARCH_ALERT_REASONS)[number]

/**
 * The filters of a saved search, as the search API takes them in its query (GET /api/properties/,
 * without page and sort); `bbox` is west,south,east,north. It is checked by ZSearchQuery itself, so
 * a saved search is exactly a search the engine can run.
 */
const criteriaFields = z.strictObject({
  location: z.string().max(100).optional(),
  city: z.string().max(100).optional(),
  type: z.array(z.enum(TYPE_FILTERS, 'search.type')).max(30).optional(),
  min_price: z.number('search.price').min(0, 'search.price').max(1_000_000).optional(),
  max_price: z.number('search.price').min(0, 'search.price').max(1_000_000).optional(),
  move_in: z.iso.date('listing.invalidDate').optional(),
  amenities: z.array(z.enum(AMENITIES, 'listing.amenity')).max(30).optional(),
  guests: z.number().int().min(1).max(50).optional(),
  bedrooms: z.array(z.number('search.bedrooms').int().min(0).max(50)).max(30).optional(),
  bbox: z.string().max(120).optional(),
})
export const ZSavedSearchCriteria = criteriaFields.superRefine((criteria, ctx) => {
  const parsed = ZSearchQuery.safeParse(criteria)
  if (parsed.success) return
  for (const issue of parsed.error.issues)
    ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message })
})
export type TSavedSearchCriteria = z.output<typeof ZSavedSearchCriteria>

/** The search engine's query of saved criteria (what matching runs). */
export const searchQueryOfCriteria = (criteria: TSavedSearchCriteria) => ZSearchQuery.parse(criteria)

const zName = () => zLine().min(1, 'validation.required').max(SAVED_SEARCH_NAME_MAX, 'validation.tooLong')

/** `POST /api/saved-searches/`: save the current filters under a name. */
export const ZSavedSearchCreate = z.strictObject({
  name: zName(),
  frequency: z.enum(SAVED_SEARCH_FREQUENCIES, 'validation.invalid').default('instant'),
  criteria: ZSavedSearchCriteria,
})
export type TSavedSearchCreate = z.input<typeof ZSavedSearchCreate>

/** `PATCH /api/saved-searches/{id}/`: rename, change how often, or resubscribe (`alerts: true`). */
export const ZSavedSearchUpdate = z.strictObject({
  name: zName().optional(),
  frequency: z.enum(SAVED_SEARCH_FREQUENCIES, 'validation.invalid').optional(),
  /** false stops the alerts (as the e-mail's unsubscribe link does); true starts them again. */
  alerts: z.boolean().optional(),
})
export type TSavedSearchUpdate = z.input<typeof ZSavedSearchUpdate>

export const ZSavedSearch = z.object({
  id: z.number().int(),
  name: z.string(),
  frequency: z.enum(SAVED_SEARCH_FREQUENCIES),
  criteria: criteriaFields,
  /** Whether alerts are on (false once unsubscribed). */
  alerts: z.boolean(),
  created_at: z.string(),
})
export type TSavedSearch = z.infer<typeof ZSavedSearch>

export const ZSavedSearchParams = z.object({ id: zId() })

/** `POST /api/saved-searches/unsubscribe/?token=…`: the e-mail's one-click unsubscribe (RFC 8058). */
/** The query of an e-mail's one-click unsubscribe link (saved searches, saved homes). */
export const ZUnsubscribeQuery = z.object({ token: z.string().min(1).max(200) })
export const ZSavedSearchUnsubscribeQuery = ZUnsubscribeQuery
