import { type TIssueMessage, ZAvailabilityWrite } from '@demeure/shared'
import { issue, schemaIssues } from '../../../lib/form-check.ts'

/**
 * Spec §5 Edit modal: both dates are needed ('Start date and end date are required.') and a
 * listing must be selected ('No property selected.'); then the shared rule: the end after the start.
 */
export function checkReservedDate(
  listingId: number | undefined,
  period: { start_date: string; end_date: string },
): TIssueMessage | null {
  if (!period.start_date || !period.end_date) return issue('listing.reservedDatesRequired')
  if (!listingId) return issue('hosting.noListingSelected')
  const found = schemaIssues(ZAvailabilityWrite, { property: listingId, ...period, is_available: false })
  return Object.values(found)[0] ?? null
}
