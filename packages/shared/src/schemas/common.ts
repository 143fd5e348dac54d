import { z } from 'zod'

export const ZApiError = z.object({
  code: z.string(),
  message: z.string(),
  detail: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
  /** The same text as `message`, on the calls whose original client reads `error` (Google sign-in, forgot password, chat). */
  error: z.string().optional(),
})
export type TApiError = z.infer<typeof ZApiError>

export const ZMessage = z.object({ message: z.string() })
export type TMessage = z.infer<typeof ZMessage>

/** The page envelope of every list (API.md): `next`/`previous` are relative /api URLs. */
export function zPage<T extends z.ZodType>(item: T) {
  return z.object({
    count: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  })
}

/** A page of `T`, the shape zPage describes (clients name it without building the schema). */
export type TPage<T> = { count: number; next: string | null; previous: string | null; results: T[] }

export const ZPageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
})

export const ZHealth = z.object({ status: z.literal('ok'), database: z.literal('up') })

export const ZPublicConfig = z.object({
  google_client_id: z.string().nullable(),
  /** Leaflet tile URL template; null means maps show markers on a plain background. */
  map_tile_url: z.string().nullable(),
  map_tile_attribution: z.string(),
})
export type TPublicConfig = z.infer<typeof ZPublicConfig>
