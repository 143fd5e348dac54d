import type { TBbox } from '@demeure/shared'

/** 0.01° cells (about 1.1 km × 0.8 km in Montreal): a viewport touches at most a few thousand. */
export const CELL_DEGREES = 0.01
const ROWS = 18_001
/** A cell on a viewport's edge is read by parts: PARTS × PARTS of them (0.0025°, about 280 m × 200 m). */
const PARTS = 4
const PART_COUNT = PARTS * PARTS

/** A position's grid column and row, as SQL computes them in double precision (see cluster-lattice.ts). */
export const gridColumn = (longitude: number) => Math.floor((longitude + 180) / CELL_DEGREES)
export const gridRow = (latitude: number) => Math.floor((latitude + 90) / CELL_DEGREES)

/**
 * Each part's first listing in the cell's arrays (the cell's listings sorted by part, then one past
 * the last), and per part the box its listings span (south, north, west, east), its position sums
 * and its lowest price.
 */
type TParts = { start: Int32Array; bounds: Float64Array; sums: Float64Array; minPrices: Float64Array }

/**
 * The listings of one cell with, side by side, what a viewport reads of them: a map view reads tens
 * of thousands of listings, and reading them cell by cell from these short arrays is several times
 * faster than from the catalogue-wide columns, where neighbours on the map are far apart. The cell
 * also keeps its totals (count, position sums, lowest price), so a map view counts and clusters a
 * cell wholly inside it without reading its listings.
 *
 * A cell the viewport's edge crosses is read by parts: at a million listings such a cell holds
 * hundreds of homes, and only the parts the edge crosses need each home tested. The parts are
 * worked out when an edge first needs them after a change (a counting sort of the cell's arrays),
 * not at each change, so loading a catalogue stays one push per listing.
 */
type TGridCell = TCellListings & TTotals & { parts: TParts | null }

/**
 * Each change to a cell's listings, or to their order, gives the cell a stamp never used before:
 * what is worked out from a whole cell (a filter's sums of it, filtered-cell-sums.ts) holds while
 * the cell keeps its stamp.
 */
let lastStamp = 0
const newStamp = () => {
  lastStamp += 1
  return lastStamp
}

/** A cell's place on the grid and its listings' columns, side by side. */
type TCellListings = {
  column: number
  row: number
  /** The cell's key on the grid, and its stamp (see newStamp). */
  key: number
  stamp: number
  slots: number[]
  latitudes: number[]
  longitudes: number[]
  prices: number[]
}

type TTotals = { latitudeSum: number; longitudeSum: number; minPrice: number }

/**
 * What a viewport is handed: listings `from`…`to` of a cell's arrays (the whole cell, or one part
 * of it) and their totals. One object is reused for every run of a call: read it, do not keep it.
 */
export type TGridRun = TCellListings &
  TTotals & {
    from: number
    to: number
    /** The box the run's listings span, for a part; NaN for a whole cell. */
    south: number
    north: number
    west: number
    east: number
  }

/** Totals again from the listings (after a removal: sums kept by subtraction would drift). */
function retotal(cell: TGridCell) {
  let latitudeSum = 0
  let longitudeSum = 0
  let minPrice = Number.POSITIVE_INFINITY
  for (let index = 0; index < cell.slots.length; index += 1) {
    latitudeSum += cell.latitudes[index] as number
    longitudeSum += cell.longitudes[index] as number
    minPrice = Math.min(minPrice, cell.prices[index] as number)
  }
  cell.latitudeSum = latitudeSum
  cell.longitudeSum = longitudeSum
  cell.minPrice = minPrice
}

const clampPart = (value: number) => Math.min(PARTS - 1, Math.max(0, value))

/** Which part of its cell a position falls in. Any stable choice is right: parts are tested by their bounds. */
function partOf(latitude: number, longitude: number, column: number, row: number) {
  const x = clampPart(Math.floor(((longitude + 180) / CELL_DEGREES - column) * PARTS))
  const y = clampPart(Math.floor(((latitude + 90) / CELL_DEGREES - row) * PARTS))
  return y * PARTS + x
}

/**
 * What a cell's counting sort copies its listings through, grown to the largest cell sorted and
 * then reused: each listing's slot (an integer, so the cell's slots stay small integers), its
 * latitude, longitude and price, and its part.
 */
let slotScratch = new Int32Array(256)
let sortScratch = new Float64Array(768)
let partScratch = new Uint8Array(256)
const nextScratch = new Int32Array(PART_COUNT)

/**
 * Sorts the cell's listings by part (a counting sort, in the cell's own arrays) and works out each
 * part's bounds and totals. Sorting into new arrays handed the collector the cell's four arrays at
 * every change followed by a map view: at a million listings, a map view's largest share of what
 * outlived the young generation (decision 026).
 */
function partsOf(cell: TGridCell): TParts {
  const size = cell.slots.length
  if (partScratch.length < size) {
    partScratch = new Uint8Array(size * 2)
    slotScratch = new Int32Array(size * 2)
    sortScratch = new Float64Array(size * 6)
  }
  const start = new Int32Array(PART_COUNT + 1)
  for (let index = 0; index < size; index += 1) {
    const latitude = cell.latitudes[index] as number
    const longitude = cell.longitudes[index] as number
    const part = partOf(latitude, longitude, cell.column, cell.row)
    partScratch[index] = part
    start[part + 1] = (start[part + 1] as number) + 1
    slotScratch[index] = cell.slots[index] as number
    sortScratch[index * 3] = latitude
    sortScratch[index * 3 + 1] = longitude
    sortScratch[index * 3 + 2] = cell.prices[index] as number
  }
  for (let part = 0; part < PART_COUNT; part += 1)
    start[part + 1] = (start[part + 1] as number) + (start[part] as number)
  nextScratch.set(start.subarray(0, PART_COUNT))
  for (let index = 0; index < size; index += 1) {
    const part = partScratch[index] as number
    const at = nextScratch[part] as number
    nextScratch[part] = at + 1
    cell.slots[at] = slotScratch[index] as number
    cell.latitudes[at] = sortScratch[index * 3] as number
    cell.longitudes[at] = sortScratch[index * 3 + 1] as number
    cell.prices[at] = sortScratch[index * 3 + 2] as number
  }
  cell.stamp = newStamp()
  const bounds = new Float64Array(PART_COUNT * 4)
  const sums = new Float64Array(PART_COUNT * 2)
  const minPrices = new Float64Array(PART_COUNT)
  for (let part = 0; part < PART_COUNT; part += 1) {
    let [south, north, west, east] = [Infinity, -Infinity, Infinity, -Infinity]
    let minPrice = Infinity
    for (let index = start[part] as number; index < (start[part + 1] as number); index += 1) {
      const latitude = cell.latitudes[index] as number
      const longitude = cell.longitudes[index] as number
      south = Math.min(south, latitude)
      north = Math.max(north, latitude)
      west = Math.min(west, longitude)
      east = Math.max(east, longitude)
      sums[part * 2] = (sums[part * 2] as number) + latitude
      sums[part * 2 + 1] = (sums[part * 2 + 1] as number) + longitude
      minPrice = Math.min(minPrice, cell.prices[index] as number)
    }
    bounds.set([south, north, west, east], part * 4)
    minPrices[part] = minPrice
  }
  return { start, bounds, sums, minPrices }
}

/** Slots bucketed by map cell, so a viewport reads only the cells it overlaps. */
export function createSpatialGrid() {
  const cells = new Map<number, TGridCell>()
  const keyOf = (latitude: number, longitude: number) => gridColumn(longitude) * ROWS + gridRow(latitude)
  // The sums start as fractions so V8 stores them as doubles from the first run on (one object shape).
  const run: TGridRun = {
    column: 0,
    row: 0,
    key: 0,
    stamp: 0,
    slots: [],
    latitudes: [],
    longitudes: [],
    prices: [],
    from: 0,
    to: 0,
    latitudeSum: 0.5,
    longitudeSum: 0.5,
    minPrice: 0,
    south: Number.NaN,
    north: Number.NaN,
    west: Number.NaN,
    east: Number.NaN,
  }

  /** Hands the cell's listings `from`…`to` with their totals to `visit`, through the one run object. */
  function visitRun(
    cell: TGridCell,
    from: number,
    to: number,
    totals: TTotals & Partial<TBbox>,
    isInside: boolean,
    visit: (run: TGridRun, isInside: boolean) => void,
  ) {
    run.column = cell.column
    run.row = cell.row
    run.key = cell.key
    run.stamp = cell.stamp
    run.slots = cell.slots
    run.latitudes = cell.latitudes
    run.longitudes = cell.longitudes
    run.prices = cell.prices
    run.from = from
    run.to = to
    run.latitudeSum = totals.latitudeSum
    run.longitudeSum = totals.longitudeSum
    run.minPrice = totals.minPrice
    run.south = totals.south ?? Number.NaN
    run.north = totals.north ?? Number.NaN
    run.west = totals.west ?? Number.NaN
    run.east = totals.east ?? Number.NaN
    visit(run, isInside)
  }

  const partTotals = {
    latitudeSum: 0.5,
    longitudeSum: 0.5,
    minPrice: 0,
    south: 0.5,
    north: 0.5,
    west: 0.5,
    east: 0.5,
  }
  /** A cell the box's edge crosses: each of its parts the box overlaps, whole when it lies inside. */
  function visitParts(cell: TGridCell, bbox: TBbox, visit: (run: TGridRun, isInside: boolean) => void) {
    cell.parts ??= partsOf(cell)
    const { start, bounds, sums, minPrices } = cell.parts
    for (let part = 0; part < PART_COUNT; part += 1) {
      const from = start[part] as number
      const to = start[part + 1] as number
      if (from === to) continue
      const south = bounds[part * 4] as number
      const north = bounds[part * 4 + 1] as number
      const west = bounds[part * 4 + 2] as number
      const east = bounds[part * 4 + 3] as number
      if (north < bbox.south || south > bbox.north || east < bbox.west || west > bbox.east) continue
      partTotals.latitudeSum = sums[part * 2] as number
      partTotals.longitudeSum = sums[part * 2 + 1] as number
      partTotals.minPrice = minPrices[part] as number
      partTotals.south = south
      partTotals.north = north
      partTotals.west = west
      partTotals.east = east
      const isInside = south >= bbox.south && north <= bbox.north && west >= bbox.west && east <= bbox.east
      visitRun(cell, from, to, partTotals, isInside, visit)
    }
  }

  return {
    add(slot: number, latitude: number, longitude: number, priceCents: number) {
      const key = keyOf(latitude, longitude)
      let cell = cells.get(key)
      if (!cell) {
        cell = {
          column: gridColumn(longitude),
          row: gridRow(latitude),
          key,
          stamp: 0,
          slots: [],
          latitudes: [],
          longitudes: [],
          prices: [],
          latitudeSum: 0,
          longitudeSum: 0,
          minPrice: Number.POSITIVE_INFINITY,
          parts: null,
        }
        cells.set(key, cell)
      }
      cell.slots.push(slot)
      cell.latitudes.push(latitude)
      cell.longitudes.push(longitude)
      cell.prices.push(priceCents)
      cell.latitudeSum += latitude
      cell.longitudeSum += longitude
      cell.minPrice = Math.min(cell.minPrice, priceCents)
      cell.parts = null
      cell.stamp = newStamp()
    },

    clear: () => cells.clear(),

    remove(slot: number, latitude: number, longitude: number) {
      const key = keyOf(latitude, longitude)
      const cell = cells.get(key)
      if (!cell) return
      const index = cell.slots.indexOf(slot)
      if (index < 0) return
      for (const list of [cell.slots, cell.latitudes, cell.longitudes, cell.prices]) list.splice(index, 1)
      cell.parts = null
      cell.stamp = newStamp()
      if (cell.slots.length === 0) cells.delete(key)
      else retotal(cell)
    },

    /**
     * Runs of listings overlapping the box, with whether they lie wholly inside (they need no edge
     * test, and their totals stand for them): each cell strictly between the box's first and last
     * rows and columns whole, and each overlapping part of the cells on its edge. A box covering
     * more cells than exist reads the cells instead of the box. `byParts` hands every cell by parts,
     * inside ones too (a fine map lattice cuts cells: its clusters take a part's totals when the
     * part lies in one of them).
     */
    cellsIn(bbox: TBbox, visit: (run: TGridRun, isInside: boolean) => void, byParts = false) {
      const firstColumn = gridColumn(bbox.west)
      const lastColumn = gridColumn(bbox.east)
      const firstRow = gridRow(bbox.south)
      const lastRow = gridRow(bbox.north)
      const visitCell = (cell: TGridCell, x: number, y: number) => {
        if (!byParts && x > firstColumn && x < lastColumn && y > firstRow && y < lastRow)
          visitRun(cell, 0, cell.slots.length, cell, true, visit)
        else visitParts(cell, bbox, visit)
      }
      if ((lastColumn - firstColumn + 1) * (lastRow - firstRow + 1) > cells.size) {
        for (const [key, cell] of cells) {
          const x = Math.floor(key / ROWS)
          const y = key - x * ROWS
          if (x >= firstColumn && x <= lastColumn && y >= firstRow && y <= lastRow) visitCell(cell, x, y)
        }
        return
      }
      for (let x = firstColumn; x <= lastColumn; x += 1) {
        for (let y = firstRow; y <= lastRow; y += 1) {
          const cell = cells.get(x * ROWS + y)
          if (cell) visitCell(cell, x, y)
        }
      }
    },
  }
}
export type TSpatialGrid = ReturnType<typeof createSpatialGrid>
