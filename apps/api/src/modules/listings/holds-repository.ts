import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { TDb } from '../../db/client.ts'
import { MATCH_MAX_DISTANCE } from '../../lib/perceptual-hash.ts'
import { publishedUsers } from '../users/index.ts'
import { photoHashes, properties, propertyPhotos, reviewHolds } from './tables.ts'

export type TNewPhotoHash = typeof photoHashes.$inferInsert
export type TNewReviewHold = typeof reviewHolds.$inferInsert
export type TPhotoMatch = {
  photoId: number
  matchedPhotoId: number
  matchedPropertyId: number
  matchedHostId: string
  distance: number
}

/** Photo hashes and review holds: the SQL of copied-photo and low-price checks (review-holds.ts). */
export function createHoldsRepository(db: TDb) {
  return {
    async insertHashes(rows: TNewPhotoHash[]) {
      if (rows.length === 0) return
      await db.insert(photoHashes).values(rows).onConflictDoNothing()
    },

    /**
     * Photos of other hosts within MATCH_MAX_DISTANCE bits of any hash of the given photos. Each
     * band is looked up by equality on its own index (a hash that close shares a band exactly),
     * then the full distance is checked on those few candidates; the closest framing pair counts.
     */
    async matchesOf(photoIds: number[]) {
      if (photoIds.length === 0) return []
      const ids = sql.join(
        photoIds.map((id) => sql`${id}`),
        sql`, `,
      )
      const byBand = (band: string) =>
        sql.raw(`select h.photo_id, h.property_id, h.host_id, h.hash from photo_hashes h
          where h.${band} = q.${band} and h.host_id <> q.host_id`)
      const result = await db.execute(sql`
        select q.photo_id as "photoId", c.photo_id as "matchedPhotoId",
          c.property_id as "matchedPropertyId", c.host_id as "matchedHostId",
          min(bit_count((q.hash # c.hash)::bit(64)))::int as distance
        from photo_hashes q
        cross join lateral (
          ${byBand('band0')} union all ${byBand('band1')} union all ${byBand('band2')} union all ${byBand('band3')}
        ) c
        where q.photo_id in (${ids})
          and bit_count((q.hash # c.hash)::bit(64)) <= ${MATCH_MAX_DISTANCE}
        group by q.photo_id, c.photo_id, c.property_id, c.host_id
        order by q.photo_id, distance, c.photo_id`)
      return (result as unknown as { rows: TPhotoMatch[] }).rows
    },

    async insertHolds(rows: TNewReviewHold[]) {
      if (rows.length === 0) return
      await db.insert(reviewHolds).values(rows)
    },

    /** A new price is judged anew: the earlier price hold, looked at or not, goes. */
    async dropPriceHolds(listingId: number) {
      await db
        .delete(reviewHolds)
        .where(and(eq(reviewHolds.propertyId, listingId), eq(reviewHolds.kind, 'low_price')))
    },

    /** Staff published the listing having seen its holds. */
    async clearHolds(listingId: number, at: Date) {
      await db
        .update(reviewHolds)
        .set({ clearedAt: at })
        .where(and(eq(reviewHolds.propertyId, listingId), isNull(reviewHolds.clearedAt)))
    },

    async hasOpenHolds(listingId: number) {
      const [row] = await db
        .select({ id: reviewHolds.id })
        .from(reviewHolds)
        .where(and(eq(reviewHolds.propertyId, listingId), isNull(reviewHolds.clearedAt)))
        .limit(1)
      return row !== undefined
    },

    /** The open holds of listings with what staff need to judge them: both photos, the other listing and host. */
    async openHoldsOf(listingIds: number[]) {
      if (listingIds.length === 0) return []
      const photo = alias(propertyPhotos, 'photo')
      const matched = alias(propertyPhotos, 'matched')
      const users = publishedUsers('users')
      return db
        .select({
          id: reviewHolds.id,
          propertyId: reviewHolds.propertyId,
          kind: reviewHolds.kind,
          distance: reviewHolds.distance,
          priceCents: reviewHolds.priceCents,
          medianCents: reviewHolds.medianCents,
          comparables: reviewHolds.comparables,
          photoKey: photo.cardKey,
          matchedPhotoKey: matched.cardKey,
          matchedPropertyId: reviewHolds.matchedPropertyId,
          matchedTitle: properties.title,
          matchedHostFirstName: users.firstName,
          matchedHostLastName: users.lastName,
        })
        .from(reviewHolds)
        .leftJoin(photo, eq(photo.id, reviewHolds.photoId))
        .leftJoin(matched, eq(matched.id, reviewHolds.matchedPhotoId))
        .leftJoin(properties, eq(properties.id, reviewHolds.matchedPropertyId))
        .leftJoin(users, eq(users.id, reviewHolds.matchedHostId))
        .where(and(inArray(reviewHolds.propertyId, listingIds), isNull(reviewHolds.clearedAt)))
        .orderBy(reviewHolds.id)
    },
  }
}
