export type TBounds = { west: number; south: number; east: number; north: number }

/** Grid of the rounded viewport: small pans reuse the same request and its cached answer. */
const GRID = 0.01

const clamp = (value: number, limit: number) => Math.max(-limit, Math.min(limit, value))

/**
 * The `bbox` query (west,south,east,north) of a viewport, rounded outward to the grid and kept
 * inside the world: a map zoomed far out reports longitudes past ±180.
 */
export function toBboxParam(bounds: TBounds): string {
  const down = (value: number) => Math.floor(value / GRID) * GRID
  const up = (value: number) => Math.ceil(value / GRID) * GRID
  const parts = [
    clamp(down(bounds.west), 180),
    clamp(down(bounds.south), 90),
    clamp(up(bounds.east), 180),
    clamp(up(bounds.north), 90),
  ]
  return parts.map((value) => Number(value.toFixed(2))).join(',')
}
