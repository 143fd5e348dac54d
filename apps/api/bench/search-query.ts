import { ZSearchQuery } from '@demeure/shared'

/** The search a bench path asks for (bench/mixes.ts), parsed as the API's route parses it. */
export function searchQueryOf(path: string) {
  const params = new URL(path, 'http://x').searchParams
  const raw: Record<string, unknown> = {}
  for (const key of new Set(params.keys())) {
    const all = params.getAll(key)
    raw[key] = all.length > 1 ? all : all[0]
  }
  return ZSearchQuery.parse(raw)
}
