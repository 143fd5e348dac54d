import type { TSavedSearch, TSavedSearchCriteria, TSavedSearchFrequency } from '@demeure/shared'
import type { TSavedSearchRow } from './tables.ts'

export function toSavedSearchWire(row: TSavedSearchRow): TSavedSearch {
  return {
    id: row.id,
    name: row.name,
    frequency: row.frequency as TSavedSearchFrequency,
    criteria: row.criteria as TSavedSearchCriteria,
    alerts: row.unsubscribedAt === null,
    created_at: row.createdAt.toISOString(),
  }
}
