import {
  centsToDecimal,
  makePropertyFieldsSchema,
  type TLanguage,
  type TPropertyFields,
  todayInMontreal,
} from '@demeure/shared'
import type { TDb } from '../../db/client.ts'
import type { TPropertyRow, TUserRow } from '../../db/schema/index.ts'
import { inTransaction } from '../../db/transaction.ts'
import type { TDeps } from '../../deps.ts'
import { translate } from '../../i18n/index.ts'
import { badRequest, conflict, forbidden, notFound } from '../../lib/app-error.ts'
import type { TMultipartForm } from '../../lib/multipart.ts'
import { pageEnvelope } from '../../lib/pagination.ts'
import { isStillReferenced } from '../../lib/pg-errors.ts'
import { parseInput } from '../../lib/validate.ts'
import { publicUrl } from '../../plugins/storage/index.ts'
import { createFilesRepository } from '../files/repository.ts'
import { createUsersRepository } from '../users/repository.ts'
import { hostBookingFigures } from './host-figures.ts'
import { assertVideoName, processPhotos, type TProcessedPhoto } from './media.ts'
import { createPropertiesRepository, type TPropertyChanges } from './repository.ts'
import { listingFieldsOf, nightlyCents, toHostPropertyWire } from './wire.ts'

const toColumns = (fields: TPropertyFields): TPropertyChanges => ({
  title: fields.title,
  description: fields.description,
  titleFr: fields.title_fr || null,
  descriptionFr: fields.description_fr || null,
  propertyType: fields.property_type,
  roomCategory: fields.room_category,
  addressStreet: fields.address_street,
  addressCity: fields.address_city,
  addressState: fields.address_state,
  addressPostalCode: fields.address_postal_code,
  addressCountry: fields.address_country,
  latitude: fields.latitude,
  longitude: fields.longitude,
  pricePerMonthCents: fields.price_per_month,
  maxGuests: fields.max_guests,
  freeCapacity: fields.free_capacity,
  additionalCapacity: fields.additional_capacity,
  additionalCapacityPercentage: fields.additional_capacity_percentage.toFixed(2),
  numBedrooms: fields.num_bedrooms,
  numBeds: fields.num_beds,
  numPrivateBathrooms: String(fields.num_private_bathrooms),
  numSharedBathrooms: String(fields.num_shared_bathrooms),
  amenities: fields.amenities,
  rules: fields.rules,
})

/** Keeps the search read model in step; called inside the transaction of each change. */
export type TSearchIndex = { refresh: (tx: TDb, propertyId: number) => Promise<void> }

export function createPropertiesService(deps: TDeps, searchIndex: TSearchIndex) {
  const { db, storage, clock } = deps
  const properties = createPropertiesRepository(db)
  const fieldsSchema = () => makePropertyFieldsSchema(todayInMontreal(clock.now()))

  async function removeKeys(keys: string[]) {
    await Promise.all(keys.map((key) => storage.delete(key).catch(() => {})))
  }

  async function wire(rows: TPropertyRow[]) {
    const ids = rows.map((row) => row.id)
    const [hosts, photos, periods] = await Promise.all([
      properties.hostsOf([...new Set(rows.map((row) => row.hostId))]),
      properties.photosOf(ids),
      properties.availabilitiesOf(ids),
    ])
    return Promise.all(
      rows.map(async (row) =>
        toHostPropertyWire(row, {
          host: hosts.find((host) => host.id === row.hostId) as TUserRow,
          photos: photos.filter((photo) => photo.propertyId === row.id),
          availabilities: periods.filter((period) => period.propertyId === row.id),
          ownershipVideo: row.ownershipVideoFileId
            ? await properties.storedFile(row.ownershipVideoFileId)
            : undefined,
        }),
      ),
    )
  }

  /** The listing, if this user may manage it (its host or an admin); 404 hides others' drafts. */
  async function ownedBy(user: TUserRow, id: number) {
    const row = await properties.findById(id)
    if (!row || row.status === 'archived') throw notFound()
    if (row.hostId !== user.id && user.userType !== 'admin') throw forbidden()
    return row
  }

  async function insertPhotos(tx: TDb, propertyId: number, photos: TProcessedPhoto[], firstPosition: number) {
    const originals = await createFilesRepository(tx).insert(photos.map((photo) => photo.original))
    return createPropertiesRepository(tx).insertPhotos(
      photos.map((photo, index) => ({
        propertyId,
        position: firstPosition + index,
        description: photo.description,
        originalFileId: originals[index]?.id,
        cardKey: photo.variants.cardKey,
        galleryKey: photo.variants.galleryKey,
      })),
    )
  }

  async function notifyHost(row: TPropertyRow, outcome: 'published' | 'rejected', reason = '') {
    const host = await createUsersRepository(db).findById(row.hostId)
    if (!host) return
    const language = host.language as TLanguage
    const params = {
      name: host.firstName,
      title: row.title,
      reason,
      link: `${deps.config.publicUrl}/House/${row.id}`,
    }
    await deps.mailer.send({
      to: host.email,
      subject: translate(language, `mail.listing.${outcome}.subject`, params),
      text: translate(language, `mail.listing.${outcome}.body`, params),
    })
  }

  return {
    /**
     * Creates the listing with its photos, videos and availability in one go. Files are stored
     * first; the rows are written in one transaction; any failure removes every stored file.
     */
    async create(host: TUserRow, form: TMultipartForm) {
      const stored = Object.values(form.streamed)
        .flat()
        .map((item) => item.key)
      try {
        const fields = parseInput(fieldsSchema(), form.fields)
        const ownership = form.streamed.ownership_verification_video?.[0]
        if (!ownership) throw badRequest({ ownership_verification_video: { key: 'validation.required' } })
        assertVideoName('ownership_verification_video', ownership.filename)
        const video = form.streamed.video?.[0]
        if (video) assertVideoName('video', video.filename)
        const photos = await processPhotos(storage, host.id, 'new', form.files.photos ?? [], stored)
        return await inTransaction(db, async (tx) => {
          const [ownershipFile] = await createFilesRepository(tx).insert([
            {
              ownerId: host.id,
              storageKey: ownership.key,
              kind: 'ownership_video',
              contentType: ownership.mime,
              sizeBytes: ownership.size,
              originalName: ownership.filename.slice(0, 200) || 'video',
            },
          ])
          const repo = createPropertiesRepository(tx)
          const row = await repo.insert({
            ...(toColumns(fields) as Required<TPropertyChanges>),
            hostId: host.id,
            status: 'pending_review',
            videoKey: video?.key ?? null,
            ownershipVideoFileId: ownershipFile?.id,
          })
          await insertPhotos(tx, row.id, photos, 0)
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

    async listForHost(host: TUserRow, page: number, pageSize: number, url: string) {
      const { count, rows } = await properties.listByHost(host.id, pageSize, (page - 1) * pageSize)
      return pageEnvelope({ results: await wire(rows), count, page, pageSize, url })
    },

    async getForHost(user: TUserRow, id: number) {
      const [result] = await wire([await ownedBy(user, id)])
      return result
    },

    /** Edits validate the whole listing again; new photos are added and a new video replaces the old. */
    async update(user: TUserRow, id: number, form: TMultipartForm) {
      const stored = Object.values(form.streamed)
        .flat()
        .map((item) => item.key)
      let replacedVideo: string | null = null
      try {
        const row = await ownedBy(user, id)
        const { availability: _ignored, ...sent } = form.fields
        const fields = parseInput(fieldsSchema(), { ...listingFieldsOf(row), ...sent, availability: [] })
        const video = form.streamed.video?.[0]
        if (video) assertVideoName('video', video.filename)
        if (form.streamed.ownership_verification_video?.length) {
          throw badRequest({ ownership_verification_video: { key: 'validation.unknownField' } })
        }
        const photos = await processPhotos(storage, row.hostId, row.id, form.files.photos ?? [], stored)
        await inTransaction(db, async (tx) => {
          const repo = createPropertiesRepository(tx)
          await repo.update(row.id, {
            ...toColumns(fields),
            ...(video && { videoKey: video.key }),
            // A rejected listing that the host edits goes back to the review queue.
            ...(row.status === 'rejected' && { status: 'pending_review', rejectionReason: null }),
          })
          await insertPhotos(tx, row.id, photos, await repo.nextPhotoPosition(row.id))
          await searchIndex.refresh(tx, row.id)
        })
        if (video) replacedVideo = row.videoKey
      } catch (error) {
        await removeKeys(stored)
        throw error
      }
      if (replacedVideo) await removeKeys([replacedVideo])
      return this.getForHost(user, id)
    },

    /** Removes the listing and its files. (Once stays exist, a listing with bookings is archived instead.) */
    async remove(user: TUserRow, id: number) {
      const row = await ownedBy(user, id)
      const photos = await properties.photosOf([row.id])
      const originals = photos.flatMap((photo) => (photo.originalFileId ? [photo.originalFileId] : []))
      let files: { storageKey: string }[]
      try {
        files = await inTransaction(db, async (tx) => {
          await createPropertiesRepository(tx).remove(row.id)
          const ids = [...originals, ...(row.ownershipVideoFileId ? [row.ownershipVideoFileId] : [])]
          return createFilesRepository(tx).deleteMany(ids)
        })
      } catch (error) {
        if (!isStillReferenced(error)) throw error
        // Stays point at this listing (the database refuses to drop it): it leaves the catalogue
        // and the host's list, but the stays keep their history.
        await inTransaction(db, async (tx) => {
          await createPropertiesRepository(tx).update(row.id, { status: 'archived' })
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

    /** Real figures for the co-host dashboard: listings by status, reserved dates, stays and money. */
    async dashboardFor(host: TUserRow) {
      const today = todayInMontreal(clock.now())
      const counts = await properties.countByStatusForHost(host.id)
      const byStatus = { pending_review: 0, published: 0, rejected: 0 }
      for (const { status, n } of counts)
        if (status in byStatus) byStatus[status as keyof typeof byStatus] = n
      const upcoming = await properties.upcomingReservedForHost(host.id, today, 10)
      return {
        ...(await hostBookingFigures(db, host.id, today)),
        listings: byStatus,
        upcoming_reserved: upcoming.map((period) => ({
          property_id: period.propertyId,
          title: period.title,
          availability_id: period.availabilityId,
          start_date: period.startDate,
          end_date: period.endDate,
        })),
      }
    },

    async listForStaff(status: string, page: number, pageSize: number, url: string) {
      const { count, rows } = await properties.listByStatus(status, pageSize, (page - 1) * pageSize)
      return pageEnvelope({ results: await wire(rows), count, page, pageSize, url })
    },

    async review(id: number, outcome: 'published' | 'rejected', reason?: string) {
      const row = await properties.findById(id)
      if (!row) throw notFound()
      if (row.status !== 'pending_review') throw conflict({ _: { key: 'field.alreadyReviewed' } })
      const updated = await inTransaction(db, async (tx) => {
        const changed = await createPropertiesRepository(tx).update(id, {
          status: outcome,
          rejectionReason: outcome === 'rejected' ? (reason ?? null) : null,
          publishedAt: outcome === 'published' ? clock.now() : null,
        })
        await searchIndex.refresh(tx, id)
        return changed
      })
      if (updated) await notifyHost(updated, outcome, reason)
    },

    ownedBy,
    searchIndex,

    /** The row of a published listing, or 404. */
    async publishedRow(id: number) {
      const row = await properties.findById(id)
      if (row?.status !== 'published') throw notFound()
      return row
    },

    /** A published listing as guests see it: periods and reserved dates from today on. */
    async publicDetail(id: number) {
      const row = await properties.findById(id)
      if (row?.status !== 'published') throw notFound()
      const today = todayInMontreal(clock.now())
      const [photos, periods, hosts] = await Promise.all([
        properties.photosOf([row.id]),
        properties.availabilitiesOf([row.id]),
        properties.hostsOf([row.hostId]),
      ])
      const upcoming = periods.filter((period) => period.endDate >= today)
      const dates = (isAvailable: boolean) =>
        upcoming
          .filter((period) => period.isAvailable === isAvailable)
          .map((period) => ({ start_date: period.startDate, end_date: period.endDate }))
      const host = hosts[0] as TUserRow
      const { price_per_month, ...fields } = listingFieldsOf(row)
      return {
        property_id: row.id,
        ...fields,
        price_per_month,
        price_per_night: centsToDecimal(nightlyCents(row.pricePerMonthCents)),
        max_guests: row.maxGuests,
        photos: photos.map(({ galleryKey, cardKey, description }) => ({
          image: publicUrl(galleryKey),
          card: publicUrl(cardKey),
          description,
        })),
        video: row.videoKey ? publicUrl(row.videoKey) : null,
        availabilities: dates(true),
        reserved_dates: dates(false),
        host: {
          id: host.id,
          first_name: host.firstName,
          last_name: host.lastName,
          profile_picture_url: host.profilePictureKey ? publicUrl(host.profilePictureKey) : null,
          member_since: host.createdAt.toISOString().slice(0, 10),
          is_verified: host.isVerified,
        },
      }
    },

    /** The spec's one-photo call: the photo joins the end of the gallery. */
    async addPhoto(
      user: TUserRow,
      propertyId: number,
      photo: { filename: string; data: Buffer; description: string },
    ) {
      const row = await ownedBy(user, propertyId)
      const stored: string[] = []
      try {
        const [processed] = await processPhotos(storage, row.hostId, row.id, [photo], stored, 'image')
        if (!processed) throw badRequest({ image: { key: 'validation.required' } })
        const [inserted] = await inTransaction(db, async (tx) =>
          insertPhotos(
            tx,
            row.id,
            [processed],
            await createPropertiesRepository(tx).nextPhotoPosition(row.id),
          ),
        )
        if (!inserted) throw new Error('photo insert returned no row')
        return inserted
      } catch (error) {
        await removeKeys(stored)
        throw error
      }
    },

    async deletePhoto(user: TUserRow, photoId: number) {
      const photo = await properties.findPhoto(photoId)
      if (!photo) throw notFound()
      await ownedBy(user, photo.propertyId)
      const files = await inTransaction(db, async (tx) => {
        await createPropertiesRepository(tx).deletePhoto(photo.id)
        await searchIndex.refresh(tx, photo.propertyId)
        return createFilesRepository(tx).deleteMany(photo.originalFileId ? [photo.originalFileId] : [])
      })
      await removeKeys([photo.cardKey, photo.galleryKey, ...files.map((file) => file.storageKey)])
    },
  }
}
export type TPropertiesService = ReturnType<typeof createPropertiesService>
