import type { TBbox } from '@demeure/shared'
import { CELL_DEGREES, gridColumn, gridRow } from './spatial-grid.ts'

/** A dense viewport is drawn as at most this many clusters across and down. */
export const MAX_CLUSTER_COLUMNS = 24
export const MAX_CLUSTER_ROWS = 16
const FINEST_LEVEL = -8
const COARSEST_LEVEL = 16

/**
 * Map clusters sit on a fixed lattice of square cells of CELL_DEGREES × 2^level, the level being
 * the finest at which the viewport spans at most 24 × 16 cells. Fixed, not cut from the viewport:
 * a cluster stays where it is while the map pans (a grid drawn from the viewport's corner moved every
 * cluster at each pan), and from level 0 up a lattice cell is a whole number of the spatial grid's
 * cells, so a map view adds up the grid's totals instead of reading every listing.
 *
 * Each position's cell is computed in double precision exactly as the SQL reference computes it
 * (repository.ts clustersInBbox), so both put a listing on a cell edge in the same cluster.
 */
export function clusterLevel(bbox: TBbox): number {
  for (let level = FINEST_LEVEL; level < COARSEST_LEVEL; level += 1) {
    const columns = latticeColumn(bbox.east, level) - latticeColumn(bbox.west, level) + 1
    const rows = latticeRow(bbox.north, level) - latticeRow(bbox.south, level) + 1
    if (columns <= MAX_CLUSTER_COLUMNS && rows <= MAX_CLUSTER_ROWS) return level
  }
  return COARSEST_LEVEL
}

/** The side of a lattice cell below level 0, in degrees. */
export const fineCellDegrees = (level: number) => CELL_DEGREES / 2 ** -level

export function latticeColumn(longitude: number, level: number): number {
  return level >= 0
    ? Math.floor(gridColumn(longitude) / 2 ** level)
    : Math.floor((longitude + 180) / fineCellDegrees(level))
}

export function latticeRow(latitude: number, level: number): number {
  return level >= 0
    ? Math.floor(gridRow(latitude) / 2 ** level)
    : Math.floor((latitude + 90) / fineCellDegrees(level))
}

/** Cells whose bounds are remembered; past it they are worked out afresh (bounded memory). */
const REMEMBERED_CELLS = 50_000
const cellBounds = new Map<number, Readonly<TBbox>>()

/**
 * A lattice cell's bounds in degrees, within the world: where a click on its cluster zooms the map
 * to (the cell holds all of the cluster's listings). The same cell gives the same frozen object
 * while it is remembered, so what is derived from it (its JSON) can be kept beside it.
 */
export function latticeCellBounds(column: number, row: number, level: number): Readonly<TBbox> {
  // Columns and rows stay under 2^24 even at the finest level: the key is an exact integer.
  const key = ((level - FINEST_LEVEL) * 2 ** 24 + column) * 2 ** 24 + row
  const known = cellBounds.get(key)
  if (known) return known
  const side = CELL_DEGREES * 2 ** level
  const bounds = Object.freeze({
    west: Math.max(-180, column * side - 180),
    south: Math.max(-90, row * side - 90),
    east: Math.min(180, (column + 1) * side - 180),
    north: Math.min(90, (row + 1) * side - 90),
  })
  if (cellBounds.size >= REMEMBERED_CELLS) cellBounds.clear()
  cellBounds.set(key, bounds)
  return bounds
}
