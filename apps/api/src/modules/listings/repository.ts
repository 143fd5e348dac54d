import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm'
import type { TDb } from '../../db/client.ts'
import { publishedFiles } from '../files/index.ts'
import { usersByIds } from '../users/index.ts'
import { availabilities } from './availability-tables.ts'
import { properties, propertyPhotos } from './tables.ts'

export type TNewListing = typeof properties.$inferInsert
export type TListingChanges = Partial<Omit<TNewListing, 'id' | 'hostId' | 'createdAt'>>
export type TNewPhoto = typeof propertyPhotos.$inferInsert
export type TNewAvailability = typeof availabilities.$inferInsert

export function createListingsRepository(db: TDb) {
  return {
    async insert(values: TNewListing) {
      const [row] = await db.insert(properties).values(values).returning()
      if (!row) throw new Error('insert returned no row')
      return row
    },
    async findById(id: number) {
      const [row] = await db.select().from(properties).where(eq(properties.id, id))
      return row
    },
    async findByIds(ids: number[]) {
      if (ids.length === 0) return []
      return db.select().from(properties).where(inArray(properties.id, ids))
    },
    async update(id: number, changes: TListingChanges) {
      const [row] = await db
        .update(properties)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(eq(properties.id, id))
        .returning()
      return row
    },
    async remove(id: number) {
      await db.delete(properties).where(eq(properties.id, id))
    },
    async listByHost(hostId: string, limit: number, offset: number) {
      const where = and(eq(properties.hostId, hostId), sql`${properties.status} <> 'archived'`)
      const [total] = await db.select({ n: count() }).from(properties).where(where)
      const rows = await db
        .select()
        .from(properties)
        .where(where)
        .orderBy(desc(properties.createdAt), desc(properties.id))
        .limit(limit)
        .offset(offset)
      return { count: total?.n ?? 0, rows }
    },
    /** The ids of a host's listings in one status (a suspension hides the published ones). */
    async idsOfHost(hostId: string, status: string) {
      const rows = await db
        .select({ id: properties.id })
        .from(properties)
        .where(and(eq(properties.hostId, hostId), eq(properties.status, status)))
      return rows.map((row) => row.id)
    },
    async listByStatus(status: string, limit: number, offset: number) {
      const where = eq(properties.status, status)
      const [total] = await db.select({ n: count() }).from(properties).where(where)
      const rows = await db
        .select()
        .from(properties)
        .where(where)
        .orderBy(asc(properties.createdAt), asc(properties.id))
        .limit(limit)
        .offset(offset)
      return { count: total?.n ?? 0, rows }
    },
    async countByHost(hostId: string) {
      const [row] = await db.select({ n: count() }).from(properties).where(eq(properties.hostId, hostId))
      return row?.n ?? 0
    },
    async countByStatusForHost(hostId: string) {
      return db
        .select({ status: properties.status, n: count() })
        .from(properties)
        .where(eq(properties.hostId, hostId))
        .groupBy(properties.status)
    },
    async upcomingReservedForHost(hostId: string, fromDate: string, limit: number) {
      return db
        .select({
          propertyId: properties.id,
          title: properties.title,
          titleFr: properties.titleFr,
          availabilityId: availabilities.id,
          startDate: availabilities.startDate,
          endDate: availabilities.endDate,
        })
        .from(availabilities)
        .innerJoin(properties, eq(properties.id, availabilities.propertyId))
        .where(
          and(
            eq(properties.hostId, hostId),
            eq(availabilities.isAvailable, false),
            sql`${availabilities.endDate} >= ${fromDate}`,
            sql`${properties.status} <> 'archived'`,
          ),
        )
        .orderBy(asc(availabilities.startDate))
        .limit(limit)
    },
    async hostsOf(hostIds: string[]) {
      return usersByIds(db, hostIds)
    },
    async photosOf(listingIds: number[]) {
      if (listingIds.length === 0) return []
      return db
        .select()
        .from(propertyPhotos)
        .where(inArray(propertyPhotos.propertyId, listingIds))
        .orderBy(asc(propertyPhotos.position), asc(propertyPhotos.id))
    },
    async insertPhotos(rows: TNewPhoto[]) {
      if (rows.length === 0) return []
      return db.insert(propertyPhotos).values(rows).returning()
    },
    async findPhoto(id: number) {
      const [row] = await db.select().from(propertyPhotos).where(eq(propertyPhotos.id, id))
      return row
    },
    async deletePhoto(id: number) {
      const [row] = await db.delete(propertyPhotos).where(eq(propertyPhotos.id, id)).returning()
      return row
    },
    async nextPhotoPosition(listingId: number) {
      const [row] = await db
        .select({ next: sql<number>`coalesce(max(${propertyPhotos.position}) + 1, 0)::int` })
        .from(propertyPhotos)
        .where(eq(propertyPhotos.propertyId, listingId))
      return row?.next ?? 0
    },
    async availabilitiesOf(listingIds: number[]) {
      if (listingIds.length === 0) return []
      return db
        .select()
        .from(availabilities)
        .where(inArray(availabilities.propertyId, listingIds))
        .orderBy(asc(availabilities.startDate), asc(availabilities.id))
    },
    async insertAvailabilities(rows: TNewAvailability[]) {
      if (rows.length === 0) return []
      return db.insert(availabilities).values(rows).returning()
    },
    async findAvailability(id: number) {
      const [row] = await db.select().from(availabilities).where(eq(availabilities.id, id))
      return row
    },
    async updateAvailability(id: number, changes: Partial<TNewAvailability>) {
      const [row] = await db.update(availabilities).set(changes).where(eq(availabilities.id, id)).returning()
      return row
    },
    async deleteAvailability(id: number) {
      await db.delete(availabilities).where(eq(availabilities.id, id))
    },
    async storedFile(id: string) {
      const storedFiles = publishedFiles('stored_files')
      const [row] = await db.select().from(storedFiles).where(eq(storedFiles.id, id))
      return row
    },
  }
}
export type TListingsRepository = ReturnType<typeof createListingsRepository>
