import type { TBbox } from '@demeure/shared'

/** 0.01° cells (about 1.1 km × 0.8 km in Montreal): a viewport touches at most a few thousand. */
const CELL_DEGREES = 0.01
const ROWS = 18_001

const column = (longitude: number) => Math.floor((longitude + 180) / CELL_DEGREES)
const row = (latitude: number) => Math.floor((latitude + 90) / CELL_DEGREES)

/** Slots bucketed by map cell, so a viewport reads only the cells it overlaps. */
export function createSpatialGrid() {
  const cells = new Map<number, number[]>()
  const keyOf = (latitude: number, longitude: number) => column(longitude) * ROWS + row(latitude)

  return {
    add(slot: number, latitude: number, longitude: number) {
      const key = keyOf(latitude, longitude)
      const cell = cells.get(key)
      if (cell) cell.push(slot)
      else cells.set(key, [slot])
    },

    clear: () => cells.clear(),

    remove(slot: number, latitude: number, longitude: number) {
      const key = keyOf(latitude, longitude)
      const cell = cells.get(key)
      if (!cell) return
      const index = cell.indexOf(slot)
      if (index >= 0) cell.splice(index, 1)
      if (cell.length === 0) cells.delete(key)
    },

    /** Every slot whose cell overlaps the box (callers still check the exact edges). */
    candidates(bbox: TBbox, visit: (slot: number) => void) {
      const lastColumn = column(bbox.east)
      const lastRow = row(bbox.north)
      const firstRow = row(bbox.south)
      for (let x = column(bbox.west); x <= lastColumn; x += 1) {
        for (let y = firstRow; y <= lastRow; y += 1) {
          const cell = cells.get(x * ROWS + y)
          if (cell) for (const slot of cell) visit(slot)
        }
      }
    },

    /** How many slots `candidates` would visit, to choose between the grid and a full scan. */
    estimate(bbox: TBbox): number {
      const columns = column(bbox.east) - column(bbox.west) + 1
      const rows = row(bbox.north) - row(bbox.south) + 1
      if (columns * rows > cells.size) return Number.POSITIVE_INFINITY
      let total = 0
      for (let x = column(bbox.west); x < column(bbox.west) + columns; x += 1) {
        for (let y = row(bbox.south); y < row(bbox.south) + rows; y += 1) {
          total += cells.get(x * ROWS + y)?.length ?? 0
        }
      }
      return total
    },
  }
}
export type TSpatialGrid = ReturnType<typeof createSpatialGrid>
