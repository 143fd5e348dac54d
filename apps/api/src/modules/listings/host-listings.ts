import { makeListingFieldsSchema, type THostListing, todayInMontreal } from '@demeure/shared'
import type { TDb } from '../../db/client.ts'
import { inTransaction } from '../../db/transaction.ts'
import type { TDeps } from '../../deps.ts'
import { badRequest, forbidden, notFound } from '../../lib/app-error.ts'
import type { TPage } from '../../lib/pagination.ts'
import { isStillReferenced } from '../../lib/pg-errors.ts'
import { rememberUpTo } from '../../lib/remember.ts'
import { parseInput } from '../../lib/validate.ts'
import { createStoredFiles } from '../files/index.ts'
import { createNewAccountGuard } from '../new-accounts/index.ts'
import type { TUserRow } from '../users/index.ts'
import { toColumns } from './columns.ts'
import { hostListingsWire } from './host-view.ts'
import { assertVideoName, processPhotos, type TProcessedPhoto } from './media.ts'
import { createListingsRepository, type TListingChanges } from './repository.ts'
import { createReviewHolds } from './review-holds.ts'
import type { TComparablePrices, TSearchIndex } from './search-index.ts'
import type { TListingRow } from './tables.ts'
import { listingFieldsOf } from './wire.ts'

/** A video the listing form streamed to storage, under `key`. */
export type TStoredVideo = { key: string; mime: string; size: number; filename: string }

/**
 * The listing form (create or edit) as read from the request by listing-form.ts: sizes, counts and
 * the videos' types are checked, the rest is not. The fields are parsed here, after the new account
 * check, against today's date and, for an edit, the listing as it is. `storedKeys` are the videos
 * already in storage: removed, with the photos stored here, when the change fails.
 */
export type TListingForm = {
  fields: Record<string, string | string[]>
  photos: { filename: string; data: Buffer }[]
  video?: TStoredVideo
  ownershipVideo?: TStoredVideo
  storedKeys: string[]
}

/** A photo added on its own to the end of a listing's gallery, with its description. */
export type TListingPhoto = { filename: string; data: Buffer; description: string }

/**
 * A host's own listings: create, read, edit and remove them with their photos and videos. Files are
 * stored before the rows are written and removed again when the rows are not.
 */
export function createHostListings(deps: TDeps, searchIndex: TSearchIndex) {
  const { db, storage, clock } = deps
  const listings = createListingsRepository(db)
  const newAccounts = createNewAccountGuard(deps)
  // Built once a day: a new schema (and the parser Zod compiles at its first use) was about 3 ms
  // of every listing edit.
  const fieldsSchemaOf = rememberUpTo(1, makeListingFieldsSchema)
  const fieldsSchema = () => fieldsSchemaOf(todayInMontreal(clock.now()))

  async function removeKeys(keys: string[]) {
    await Promise.all(keys.map((key) => storage.delete(key).catch(() => {})))
  }

  /** The listing, if this user may manage it (its host or an admin); 404 hides others' drafts. */
  async function ownedBy(user: TUserRow, id: number) {
    const row = await listings.findById(id)
    if (!row || row.status === 'archived') throw notFound()
    if (row.hostId !== user.id && user.userType !== 'admin') throw forbidden()
    return row
  }

  /** Inserts the photos' rows with their perceptual hashes (copied photos are looked up by them). */
  async function insertPhotos(
    tx: TDb,
    listing: TListingRow,
    photos: TProcessedPhoto[],
    firstPosition: number,
  ) {
    const listingId = listing.id
    const originals = await createStoredFiles(tx).record(photos.map((photo) => photo.original))
    const rows = await createListingsRepository(tx).insertPhotos(
      photos.map((photo, index) => ({
        propertyId: listingId,
        position: firstPosition + index,
        description: photo.description,
        originalFileId: originals[index]?.id,
        cardKey: photo.variants.cardKey,
        galleryKey: photo.variants.galleryKey,
      })),
    )
    await createReviewHolds(tx).recordHashes(
      listing,
      rows.map((row, index) => ({ id: row.id, hashes: photos[index]?.variants.hashes ?? [] })),
    )
    return rows
  }

  /**
   * After a change, records what holds the listing for staff (copied photos, a price far under the
   * area) and takes a published listing out of the catalogue while anything holds it. The caller
   * refreshes its search document in the same transaction. `row` is the listing as the
   * transaction now has it (the row its write returned, say).
   */
  async function holdForReview(
    tx: TDb,
    row: TListingRow | undefined,
    change: { photoIds: number[]; comparables?: TComparablePrices },
  ) {
    if (!row) return
    const isHeld = await createReviewHolds(tx).check(row, change)
    if (isHeld && row.status === 'published')
      await createListingsRepository(tx).update(row.id, { status: 'pending_review' })
  }

  async function getForHost(user: TUserRow, id: number) {
    const [result] = await hostListingsWire(db, [await ownedBy(user, id)])
    return result
  }

  return {
    /**
     * Creates the listing with its photos, videos and availability in one go. Files are stored
     * first; the rows are written in one transaction; any failure removes every stored file.
     */
    async create(host: TUserRow, form: TListingForm) {
      const stored = [...form.storedKeys]
      try {
        // Before any photo is decoded: a new account past its first-day listings waits (429).
        await newAccounts.check(host, 'listings_created', (await listings.countByHost(host.id)) + 1)
        const fields = parseInput(fieldsSchema(), form.fields)
        const ownership = form.ownershipVideo
        if (!ownership) throw badRequest({ ownership_verification_video: { key: 'validation.required' } })
        assertVideoName('ownership_verification_video', ownership.filename)
        const video = form.video
        if (video) assertVideoName('video', video.filename)
        const photos = await processPhotos(storage, host.id, 'new', form.photos, stored)
        const comparables = await searchIndex.comparablePrices(toColumns(fields) as Required<TListingChanges>)
        return await inTransaction(db, async (tx) => {
          const [ownershipFile] = await createStoredFiles(tx).record([
            {
              ownerId: host.id,
              storageKey: ownership.key,
              kind: 'ownership_video',
              contentType: ownership.mime,
              sizeBytes: ownership.size,
              originalName: ownership.filename.slice(0, 200) || 'video',
            },
          ])
          const repo = createListingsRepository(tx)
          const row = await repo.insert({
            ...(toColumns(fields) as Required<TListingChanges>),
            hostId: host.id,
            status: 'pending_review',
            videoKey: video?.key ?? null,
            ownershipVideoFileId: ownershipFile?.id,
          })
          const inserted = await insertPhotos(tx, row, photos, 0)
          await holdForReview(tx, row, { photoIds: inserted.map((photo) => photo.id), comparables })
          await repo.insertAvailabilities(
            fields.availability.map((period) => ({
              propertyId: row.id,
              startDate: period.start_date,
              endDate: period.end_date,
              isAvailable: true,
              pricePerMonthCents: fields.price_per_month,
            })),
          )
          return { property_id: row.id, status: row.status }
        })
      } catch (error) {
        await removeKeys(stored)
        throw error
      }
    },

    async listForHost(host: TUserRow, page: number, pageSize: number): Promise<TPage<THostListing>> {
      const { count, rows } = await listings.listByHost(host.id, pageSize, (page - 1) * pageSize)
      return { results: await hostListingsWire(db, rows), count, page, pageSize }
    },

    getForHost,

    /** Edits validate the whole listing again; new photos are added and a new video replaces the old. */
    async update(user: TUserRow, id: number, form: TListingForm) {
      const stored = [...form.storedKeys]
      let replacedVideo: string | null = null
      try {
        const row = await ownedBy(user, id)
        const { availability: _ignored, ...sent } = form.fields
        const fields = parseInput(fieldsSchema(), { ...listingFieldsOf(row), ...sent, availability: [] })
        const video = form.video
        if (video) assertVideoName('video', video.filename)
        if (form.ownershipVideo) {
          throw badRequest({ ownership_verification_video: { key: 'validation.unknownField' } })
        }
        const photos = await processPhotos(storage, row.hostId, row.id, form.photos, stored)
        const edited = { ...row, ...toColumns(fields) }
        const comparables =
          edited.pricePerMonthCents !== row.pricePerMonthCents
            ? await searchIndex.comparablePrices(edited)
            : undefined
        await inTransaction(db, async (tx) => {
          const repo = createListingsRepository(tx)
          const updated = await repo.update(row.id, {
            ...toColumns(fields),
            ...(video && { videoKey: video.key }),
            // A rejected listing that the host edits goes back to the review queue.
            ...(row.status === 'rejected' && { status: 'pending_review', rejectionReason: null }),
          })
          // Most edits add no photo: the gallery's next position is only read for one that does.
          const next = photos.length > 0 ? await repo.nextPhotoPosition(row.id) : 0
          const inserted = await insertPhotos(tx, row, photos, next)
          await holdForReview(tx, updated, { photoIds: inserted.map((photo) => photo.id), comparables })
          await searchIndex.refresh(tx, row.id)
        })
        if (video) replacedVideo = row.videoKey
      } catch (error) {
        await removeKeys(stored)
        throw error
      }
      if (replacedVideo) await removeKeys([replacedVideo])
      return getForHost(user, id)
    },

    /** Removes the listing and its files. (Once stays exist, a listing with bookings is archived instead.) */
    async remove(user: TUserRow, id: number) {
      const row = await ownedBy(user, id)
      const photos = await listings.photosOf([row.id])
      const originals = photos.flatMap((photo) => (photo.originalFileId ? [photo.originalFileId] : []))
      let files: { storageKey: string }[]
      try {
        files = await inTransaction(db, async (tx) => {
          await createListingsRepository(tx).remove(row.id)
          const ids = [...originals, ...(row.ownershipVideoFileId ? [row.ownershipVideoFileId] : [])]
          return createStoredFiles(tx).forget(ids)
        })
      } catch (error) {
        if (!isStillReferenced(error)) throw error
        // Stays point at this listing (the database refuses to drop it): it leaves the catalogue
        // and the host's list, but the stays keep their history.
        await inTransaction(db, async (tx) => {
          await createListingsRepository(tx).update(row.id, { status: 'archived' })
          await searchIndex.refresh(tx, row.id)
        })
        return { archived: true }
      }
      await removeKeys([
        ...photos.flatMap((photo) => [photo.cardKey, photo.galleryKey]),
        ...files.map((file) => file.storageKey),
        ...(row.videoKey ? [row.videoKey] : []),
      ])
      return { archived: false }
    },

    /** The spec's one-photo call: the photo joins the end of the gallery. */
    async addPhoto(user: TUserRow, listingId: number, photo: TListingPhoto) {
      const row = await ownedBy(user, listingId)
      const stored: string[] = []
      try {
        const [processed] = await processPhotos(storage, row.hostId, row.id, [photo], stored, 'image')
        if (!processed) throw badRequest({ image: { key: 'validation.required' } })
        const [inserted] = await inTransaction(db, async (tx) => {
          const rows = await insertPhotos(
            tx,
            row,
            [processed],
            await createListingsRepository(tx).nextPhotoPosition(row.id),
          )
          const fresh = await createListingsRepository(tx).findById(row.id)
          await holdForReview(tx, fresh, { photoIds: rows.map((photo) => photo.id) })
          await searchIndex.refresh(tx, row.id)
          return rows
        })
        if (!inserted) throw new Error('photo insert returned no row')
        return inserted
      } catch (error) {
        await removeKeys(stored)
        throw error
      }
    },

    async deletePhoto(user: TUserRow, photoId: number) {
      const photo = await listings.findPhoto(photoId)
      if (!photo) throw notFound()
      await ownedBy(user, photo.propertyId)
      const files = await inTransaction(db, async (tx) => {
        await createListingsRepository(tx).deletePhoto(photo.id)
        await searchIndex.refresh(tx, photo.propertyId)
        return createStoredFiles(tx).forget(photo.originalFileId ? [photo.originalFileId] : [])
      })
      await removeKeys([photo.cardKey, photo.galleryKey, ...files.map((file) => file.storageKey)])
    },
    ownedBy,
  }
}
