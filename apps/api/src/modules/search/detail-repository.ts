import { and, eq, sql } from 'drizzle-orm'
import type { TDb } from '../../db/client.ts'
import { columnsOf } from '../../db/relation-columns.ts'
import { batchedReads } from '../../lib/batched-reads.ts'
import { listingRows, periodsJsonOf, photosJsonOf, type TPublicListingRows } from '../listings/index.ts'
import { publishedUsers } from '../users/index.ts'
import { verifiedOnOf } from '../verifications/index.ts'

type TJsonPeriod = { startDate: string; endDate: string; isAvailable: boolean }
type TJsonPhoto = { galleryKey: string; cardKey: string; description: string }

/**
 * A published listing's page in one prepared query (the listing, its host and the day their
 * identity was verified, photos and periods),
 * not one query each: a listing's page is asked for every listing of the catalogue, and each round
 * trip costs more than the rows it reads. For the same reason the pages asked for in one turn of
 * the event loop are read together (lib/batched-reads.ts).
 */
export function createDetailRepository(db: TDb) {
  const properties = listingRows('properties')
  const users = publishedUsers('users')
  const { id, firstName, lastName, profilePictureKey, createdAt, isVerified } = users
  const query = db
    .select({
      row: columnsOf(properties),
      host: { id, firstName, lastName, profilePictureKey, createdAt, isVerified },
      photos: photosJsonOf<TJsonPhoto>(properties.id),
      periods: periodsJsonOf<TJsonPeriod>(properties.id),
      // The trust panel's date.
      hostVerifiedOn: verifiedOnOf(users.id),
    })
    .from(properties)
    .innerJoin(users, eq(users.id, properties.hostId))
    .where(
      and(
        sql`${properties.id} = any(${sql.placeholder('ids')}::integer[])`,
        eq(properties.status, 'published'),
      ),
    )
    .prepare('search_public_listings')

  return {
    /** The listing's rows, or undefined when it is not published. */
    publicListing: batchedReads(async (ids: number[]) => {
      const found: TPublicListingRows[] = await query.execute({ ids })
      return new Map(found.map((rows) => [rows.row.id, rows]))
    }),
  }
}
