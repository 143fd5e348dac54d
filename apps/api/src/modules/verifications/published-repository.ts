import { BUSINESS_TIME_ZONE } from '@demeure/shared'
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm'

/**
 * The day (in Montréal, YYYY-MM-DD) a person's identity verification was approved, or null: an
 * expression on their user id for other modules' SQL (a listing page's trust panel). The
 * verification's unique user_id index finds it (decision 029).
 */
export const verifiedOnOf = (userId: SQLWrapper): SQL<string | null> =>
  sql`(select to_char(v.reviewed_at at time zone ${BUSINESS_TIME_ZONE}, 'YYYY-MM-DD')
    from verifications v where v.user_id = ${userId} and v.status = 'approved')`
