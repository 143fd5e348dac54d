import { and, eq, sql } from 'drizzle-orm'
import type { TDb } from '../../db/client.ts'
import { columnsOf } from '../../db/relation-columns.ts'
import { listingRows, periodsJsonOf, photosJsonOf, type TPublicListingRows } from '../listings/index.ts'
import { publishedUsers } from '../users/index.ts'
import { verifiedOnOf } from '../verifications/index.ts'

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
      photos: photosJsonOf<TJsonPhoto>(properties.id),
      periods: periodsJsonOf<TJsonPeriod>(properties.id),
      // The trust panel's date.
      hostVerifiedOn: verifiedOnOf(users.id),
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
