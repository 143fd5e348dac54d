import { z } from 'zod'
import { CHAT_HISTORY_LENGTH } from '../constants/business.ts'
import { ZListingCard } from './search.ts'
import { zParagraphs } from './text.ts'

export const CHAT_MESSAGE_MAX_LENGTH = 1000

export const ZChatTurn = z.strictObject({
  sender: z.enum(['user', 'ai']),
  content: z.string().max(4000),
})

/** POST /api/chat/: the message and at most the last ten turns. */
export const ZChatRequest = z.strictObject({
  message: zParagraphs().min(1, 'chat.empty').max(CHAT_MESSAGE_MAX_LENGTH, 'chat.tooLong'),
  history: z.array(ZChatTurn).max(CHAT_HISTORY_LENGTH, 'chat.history').default([]),
})
export type TChatRequest = z.input<typeof ZChatRequest>

/** One place of a search over several: a city, or an area of it with the box searched around it. */
export const ZChatPlace = z.object({
  location: z.string(),
  area: z.string().optional(),
  bbox: z.string().optional(),
})
export type TChatPlace = z.infer<typeof ZChatPlace>

/** The criteria the finder understood, in the search call's own parameter names (API.md). */
export const ZChatFilters = z.object({
  location: z.string().optional(),
  /** The neighbourhood or landmark `bbox` surrounds (the home page's URL cannot hold an area). */
  area: z.string().optional(),
  /**
   * Several places asked for ('Plateau or Mile End'): each is searched and the homes merged; then
   * `location`, `area` and `bbox` are unset.
   */
  places: z.array(ZChatPlace).optional(),
  type: z.array(z.string()).optional(),
  /**
   * Exact bedroom counts, any of them. Asked with a studio or a room ('a studio or a 1-bedroom'),
   * they are an alternative to those types, not a condition on them (chat/finder.ts).
   */
  bedrooms: z.array(z.number().int()).optional(),
  min_price: z.number().optional(),
  max_price: z.number().optional(),
  move_in: z.string().optional(),
  /** Stay length; not a search parameter, but each shown listing is free for the whole stay. */
  months: z.number().int().optional(),
  guests: z.number().int().optional(),
  amenities: z.array(z.string()).optional(),
  bbox: z.string().optional(),
  sort: z.string().optional(),
})
export type TChatFilters = z.infer<typeof ZChatFilters>

export const ZChatAnswer = z.object({
  response: z.string(),
  properties: z.array(ZListingCard),
  filters: ZChatFilters,
  /** The home page path with these filters in its query ("see all in search"). */
  search_path: z.string().nullable(),
  language: z.enum(['en', 'fr']),
})
export type TChatAnswer = z.infer<typeof ZChatAnswer>
