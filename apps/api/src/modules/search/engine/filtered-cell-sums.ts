import type { TBbox } from '@demeure/shared'
import type { TGridRun } from './spatial-grid.ts'

/** Added to the price of a home a run's sums leave out: far above any price, and still exact. */
const NOT_A_PRICE = 2 ** 52
const runSums = { count: 0, latitudeSum: 0.5, longitudeSum: 0.5, minPrice: 0 }
export type TRunSums = typeof runSums

/**
 * How many of a grid run's homes have their bit set in `bits` (and lie in `bbox`, when given), the
 * sums of their positions and their lowest price, without a branch per home: a filter keeps homes
 * at random, and a loop that skipped the others spent most of its time on branches the processor
 * guessed wrong. A home's 0 or 1 weighs its values instead; adding 0 leaves a sum exactly as
 * skipping the home would. The one result object is reused: read it before the next call.
 */
export function sumMatchingRun(bits: Uint32Array, run: TGridRun, bbox: TBbox | undefined): TRunSums {
  const { slots, latitudes, longitudes, prices, from, to } = run
  const south = bbox?.south ?? Number.NEGATIVE_INFINITY
  const north = bbox?.north ?? Number.POSITIVE_INFINITY
  const west = bbox?.west ?? Number.NEGATIVE_INFINITY
  const east = bbox?.east ?? Number.POSITIVE_INFINITY
  let count = 0
  let latitudeSum = 0
  let longitudeSum = 0
  let minPrice = Number.POSITIVE_INFINITY
  for (let index = from; index < to; index += 1) {
    const slot = slots[index] as number
    const lat = latitudes[index] as number
    const lon = longitudes[index] as number
    const hit =
      ((bits[slot >>> 5] as number) >>> (slot & 31)) &
      Number(lat >= south) &
      Number(lat <= north) &
      Number(lon >= west) &
      Number(lon <= east)
    count += hit
    latitudeSum += hit * lat
    longitudeSum += hit * lon
    minPrice = Math.min(minPrice, (prices[index] as number) + (1 - hit) * NOT_A_PRICE)
  }
  runSums.count = count
  runSums.latitudeSum = latitudeSum
  runSums.longitudeSum = longitudeSum
  runSums.minPrice = minPrice
  return runSums
}

/** Filters whose cell sums are kept; past it the memory starts again. */
const FILTERS_KEPT = 32

type TKeptSums = TRunSums & { stamp: number }

/**
 * A filter's sums of each whole grid cell a wide map view lies over, kept until the cell changes.
 * At a million listings a filtered map over the city read some 700,000 homes' bits (2.5 ms of CPU a
 * view); a cell's listings and their bits change only when one of them is written, and every write
 * gives the cell a new stamp (spatial-grid.ts), so a kept sum whose stamp is the cell's is the sum
 * the cell would give now, to the last bit: the same homes, read in the same order. Only the cells
 * on the viewport's edge and the cells written since are read again.
 *
 * Per process, like the rest of the read model: each process keeps what its own model gives, and no
 * process needs another's. At most FILTERS_KEPT filters × the cells their views covered.
 */
export function createFilteredCellSums() {
  const byFilter = new Map<string, Map<number, TKeptSums>>()
  return {
    /** sumMatchingRun of the whole cell `run` holds (from its first listing to its last), for `filterKey`. */
    ofWholeCell(filterKey: string, bits: Uint32Array, run: TGridRun): TRunSums {
      let cells = byFilter.get(filterKey)
      if (!cells) {
        if (byFilter.size >= FILTERS_KEPT) byFilter.clear()
        cells = new Map()
        byFilter.set(filterKey, cells)
      }
      const kept = cells.get(run.key)
      if (kept?.stamp === run.stamp) return kept
      const sums = sumMatchingRun(bits, run, undefined)
      const fresh = kept ?? { stamp: 0, count: 0, latitudeSum: 0.5, longitudeSum: 0.5, minPrice: 0 }
      fresh.stamp = run.stamp
      fresh.count = sums.count
      fresh.latitudeSum = sums.latitudeSum
      fresh.longitudeSum = sums.longitudeSum
      fresh.minPrice = sums.minPrice
      cells.set(run.key, fresh)
      return fresh
    },
    clear: () => byFilter.clear(),
  }
}
