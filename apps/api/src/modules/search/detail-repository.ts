import { BUSINESS_TIME_ZONE } from '@demeure/shared'
import { and, eq, sql } from 'drizzle-orm'
import type { TDb } from '../../db/client.ts'
import { columnsOf } from '../../db/relation-columns.ts'
import { listingRows, type TPublicListingRows } from '../listings/index.ts'
import { publishedUsers } from '../users/index.ts'

type TJsonPeriod = { startDate: string; endDate: string; isAvailable: boolean }
type TJsonPhoto = { galleryKey: string; cardKey: string; description: string }

/**
 * A published listing's page in one prepared query (the listing, its host and the day their
 * identity was verified, photos and periods),
 * not one query each: a listing's page is asked for every listing of the catalogue, and each round
 * trip costs more than the rows it reads.
 */
export function createDetailRepository(db: TDb) {
  const properties = listingRows('properties')
  const users = publishedUsers('users')
  const { id, firstName, lastName, profilePictureKey, createdAt, isVerified } = users
  const query = db
    .select({
      row: columnsOf(properties),
      host: { id, firstName, lastName, profilePictureKey, createdAt, isVerified },
      photos: sql<TJsonPhoto[]>`coalesce((
        select json_agg(json_build_object('galleryKey', ph.gallery_key, 'cardKey', ph.card_key,
          'description', ph.description) order by ph.position, ph.id)
        from property_photos ph where ph.property_id = ${properties.id}), '[]'::json)`,
      periods: sql<TJsonPeriod[]>`coalesce((
        select json_agg(json_build_object('startDate', a.start_date, 'endDate', a.end_date,
          'isAvailable', a.is_available) order by a.start_date, a.id)
        from availabilities a where a.property_id = ${properties.id}), '[]'::json)`,
      // The trust panel's date, in Montréal; the verification's unique user_id index finds it.
      hostVerifiedOn: sql<string | null>`(
        select to_char(v.reviewed_at at time zone ${BUSINESS_TIME_ZONE}, 'YYYY-MM-DD')
        from verifications v where v.user_id = ${users.id} and v.status = 'approved')`,
    })
    .from(properties)
    .innerJoin(users, eq(users.id, properties.hostId))
    .where(and(eq(properties.id, sql.placeholder('id')), eq(properties.status, 'published')))
    .prepare('search_public_listing')

  return {
    /** The listing's rows, or undefined when it is not published. */
    async publicListing(listingId: number): Promise<TPublicListingRows | undefined> {
      const [found] = await query.execute({ id: listingId })
      return found
    },
  }
}
