import type { TBbox } from '@demeure/shared'

/** 0.01° cells (about 1.1 km × 0.8 km in Montreal): a viewport touches at most a few thousand. */
export const CELL_DEGREES = 0.01
const ROWS = 18_001

/** A position's grid column and row, as SQL computes them in double precision (see cluster-lattice.ts). */
export const gridColumn = (longitude: number) => Math.floor((longitude + 180) / CELL_DEGREES)
export const gridRow = (latitude: number) => Math.floor((latitude + 90) / CELL_DEGREES)

/**
 * The listings of one cell with, side by side, what a viewport reads of them: a map view reads tens
 * of thousands of listings, and reading them cell by cell from these short arrays is several times
 * faster than from the catalogue-wide columns, where neighbours on the map are far apart. The cell
 * also keeps its totals (count, position sums, lowest price), so a map view counts and clusters a
 * cell wholly inside it without reading its listings.
 */
export type TGridCell = {
  column: number
  row: number
  slots: number[]
  latitudes: number[]
  longitudes: number[]
  prices: number[]
  latitudeSum: number
  longitudeSum: number
  minPrice: number
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

/** Slots bucketed by map cell, so a viewport reads only the cells it overlaps. */
export function createSpatialGrid() {
  const cells = new Map<number, TGridCell>()
  const keyOf = (latitude: number, longitude: number) => gridColumn(longitude) * ROWS + gridRow(latitude)

  return {
    add(slot: number, latitude: number, longitude: number, priceCents: number) {
      const key = keyOf(latitude, longitude)
      let cell = cells.get(key)
      if (!cell) {
        cell = {
          column: gridColumn(longitude),
          row: gridRow(latitude),
          slots: [],
          latitudes: [],
          longitudes: [],
          prices: [],
          latitudeSum: 0,
          longitudeSum: 0,
          minPrice: Number.POSITIVE_INFINITY,
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
    },

    clear: () => cells.clear(),

    remove(slot: number, latitude: number, longitude: number) {
      const key = keyOf(latitude, longitude)
      const cell = cells.get(key)
      if (!cell) return
      const index = cell.slots.indexOf(slot)
      if (index < 0) return
      for (const list of [cell.slots, cell.latitudes, cell.longitudes, cell.prices]) list.splice(index, 1)
      if (cell.slots.length === 0) cells.delete(key)
      else retotal(cell)
    },

    /**
     * Each non-empty cell overlapping the box, with whether it lies wholly inside (cells strictly
     * between the box's first and last rows and columns: their slots need no edge test). A box
     * covering more cells than exist reads the cells instead of the box.
     */
    cellsIn(bbox: TBbox, visit: (cell: TGridCell, isInside: boolean) => void) {
      const firstColumn = gridColumn(bbox.west)
      const lastColumn = gridColumn(bbox.east)
      const firstRow = gridRow(bbox.south)
      const lastRow = gridRow(bbox.north)
      const isInside = (x: number, y: number) =>
        x > firstColumn && x < lastColumn && y > firstRow && y < lastRow
      if ((lastColumn - firstColumn + 1) * (lastRow - firstRow + 1) > cells.size) {
        for (const [key, slots] of cells) {
          const x = Math.floor(key / ROWS)
          const y = key - x * ROWS
          if (x >= firstColumn && x <= lastColumn && y >= firstRow && y <= lastRow)
            visit(slots, isInside(x, y))
        }
        return
      }
      for (let x = firstColumn; x <= lastColumn; x += 1) {
        for (let y = firstRow; y <= lastRow; y += 1) {
          const cell = cells.get(x * ROWS + y)
          if (cell) visit(cell, isInside(x, y))
        }
      }
    },
  }
}
export type TSpatialGrid = ReturnType<typeof createSpatialGrid>
