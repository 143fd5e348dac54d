import { canonicalPlaceName, type TSearchQuery } from '@demeure/shared'
import type { TDatabase } from '../../../db/client.ts'
import { rememberUpTo } from '../../../lib/remember.ts'
import { foldLikePostgres, SPELLED_OUT_CHARACTERS, useSpellingsOf } from './fold.ts'
import { dayNumber } from './free-days.ts'
import { amenityMaskOf, createReadModel, type TFilter, typeMaskOf } from './read-model.ts'
import { ALL_LISTINGS, createReadModelRepository, SEARCH_CHANGES_CHANNEL } from './read-model-repository.ts'

/** A write seen in this process is re-read on the next search until its notification arrives. */
const LOCAL_WRITE_MS = 2_000
const RETRY_MS = 1_000
/** Past this many listings changed at once, one full reload is cheaper than reading them by id. */
const MAX_BATCH = 5_000

/**
 * A typed place as the read model compares it: its alias's canonical name, folded. Two folds of a
 * few µs each; people type the same few places over and over, so up to 1,024 are remembered.
 */
const foldedPlace = rememberUpTo(1024, (text: string) => foldLikePostgres(canonicalPlaceName(text)))

/** The search filters in the read model's terms. */
export function filterOf(
  query: Pick<TSearchQuery, Exclude<keyof TSearchQuery, 'page' | 'page_size' | 'sort'>>,
) {
  const filter: TFilter = {}
  if (query.location) filter.text = foldedPlace(query.location)
  if (query.city) filter.city = foldedPlace(query.city)
  if (query.type.length > 0) filter.typeMask = typeMaskOf(query.type)
  if (query.min_price !== undefined) filter.minCents = Math.round(query.min_price * 100)
  if (query.max_price !== undefined) filter.maxCents = Math.round(query.max_price * 100)
  if (query.move_in) filter.moveInDay = dayNumber(query.move_in)
  if (query.amenities.length > 0) filter.amenityMask = amenityMaskOf(query.amenities)
  if (query.guests !== undefined) filter.guests = query.guests
  if (query.bedrooms.length > 0) filter.bedrooms = query.bedrooms
  if (query.bbox) filter.bbox = query.bbox
  return filter
}

/**
 * The search read model of this API process, kept in step with PostgreSQL (the source of truth).
 * Every rebuild of a search document sends a NOTIFY in its transaction (see repository.ts), so
 * each process hears about each committed change, whichever process or script made it, and
 * re-reads just that listing. It loads everything at start and again whenever its listening
 * connection dropped (notifications may have been lost meanwhile), answering from memory all along.
 * A write made by this process is re-read at its next search, so its author sees it at once
 * (should that read come before the write's commit, the write's own notification follows it).
 */
export function createSearchEngine(
  database: TDatabase,
  options: { onChanged?: (ids: number[]) => void; onError?: (error: unknown) => void } = {},
) {
  const documents = createReadModelRepository(database.db)
  let model = createReadModel()
  const changed = new Set<number>()
  /** Listings this process rebuilt, by when, until their notification arrives; and whether re-read. */
  const localWrites = new Map<number, { at: number; isRead: boolean }>()
  /** Listings whose next re-read a search must wait for: this process's own writes. */
  const awaited = new Set<number>()
  let mustReloadAll = false
  let applying: Promise<void> | undefined
  let stopListening: (() => Promise<void>) | undefined
  let retry: NodeJS.Timeout | undefined
  const stats = { loadMs: 0, loadedAt: 0, applied: 0, reloads: 0 }

  /**
   * A new model is filled and its common sets built while the current one keeps answering, then
   * takes its place. At start there is no model answering yet: the new one answers as soon as its
   * listings are in, and builds its sets meanwhile (2–3 s at a million listings).
   */
  async function reloadAll() {
    const started = performance.now()
    const fresh = createReadModel()
    await fresh.loadAll(documents.all())
    if (stats.reloads === 0) void fresh.prewarm().catch((error) => options.onError?.(error))
    else await fresh.prewarm()
    model = fresh
    stats.loadMs = Math.round(performance.now() - started)
    stats.loadedAt = Date.now()
    stats.reloads += 1
  }

  async function applyChanges() {
    if (mustReloadAll) {
      mustReloadAll = false
      changed.clear()
      awaited.clear()
      await reloadAll()
      options.onChanged?.([])
      return
    }
    const ids = [...changed]
    changed.clear()
    if (ids.length === 0) return
    if (ids.length > MAX_BATCH) {
      mustReloadAll = true
      return applyChanges()
    }
    try {
      const loaded = await documents.byIds(ids)
      const present = new Set(loaded.map((doc) => doc.listingId))
      for (const id of ids) if (!present.has(id)) model.remove(id)
      for (const doc of loaded) model.upsert(doc)
      for (const id of ids) awaited.delete(id)
      stats.applied += ids.length
      options.onChanged?.(ids)
    } catch (error) {
      for (const id of ids) changed.add(id)
      throw error
    }
  }

  /** Applies pending changes, one batch at a time; batches arriving meanwhile go in the next one. */
  function schedule(): Promise<void> {
    if (applying) return applying
    if (changed.size === 0 && !mustReloadAll) return Promise.resolve()
    applying = applyChanges()
      .catch((error) => {
        options.onError?.(error)
        clearTimeout(retry)
        retry = setTimeout(schedule, RETRY_MS)
      })
      .finally(() => {
        applying = undefined
        if (changed.size > 0 || mustReloadAll) void schedule()
      })
    return applying
  }

  function onNotification(payload: string) {
    if (payload === ALL_LISTINGS) mustReloadAll = true
    else {
      const id = Number(payload)
      if (!Number.isInteger(id)) return
      if (localWrites.delete(id)) awaited.add(id)
      changed.add(id)
    }
    void schedule()
  }

  return {
    /** The read model answering now (replaced whole by a full reload). */
    get model() {
      return model
    },
    stats,

    async start() {
      useSpellingsOf(await documents.spellingsOf(SPELLED_OUT_CHARACTERS))
      stopListening = await database.listen(SEARCH_CHANGES_CHANNEL, onNotification, () => {
        mustReloadAll = true
        void schedule()
      })
      await reloadAll()
    },

    async stop() {
      clearTimeout(retry)
      await stopListening?.()
      await applying
    },

    /** This process rebuilt a listing's document in a transaction that may not have committed yet. */
    noteLocalWrite(id: number) {
      localWrites.set(id, { at: Date.now(), isRead: false })
    },

    /**
     * Waits for changes already announced (and for this process's own recent writes), so an
     * answer never predates a write its reader made. Costs nothing when there are none.
     */
    async fresh(): Promise<void> {
      if (localWrites.size > 0) {
        const now = Date.now()
        // Each is re-read once: if that read came before its commit, its notification fixes it.
        for (const [id, write] of localWrites) {
          if (now - write.at > LOCAL_WRITE_MS) localWrites.delete(id)
          else if (!write.isRead) {
            write.isRead = true
            changed.add(id)
            awaited.add(id)
          }
        }
      }
      // Changes other processes made, and full reloads, are applied as they come without holding
      // searches back: until then the answer comes from the model as it is.
      // A batch already running may not hold the latest changes: wait for the next one too.
      for (let round = 0; round < 3 && awaited.size > 0; round += 1) {
        await schedule()
      }
    },
  }
}
export type TSearchEngine = ReturnType<typeof createSearchEngine>
