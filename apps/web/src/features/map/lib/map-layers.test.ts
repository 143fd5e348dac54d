import type { TMapItem, TMapView } from '@demeure/shared'
import { describe, expect, it } from 'vitest'
import { bubbleDiameter, homesOnMap, MARKER_ZOOM, mapLayersOf, type TMapCluster } from './map-layers.ts'

const item = (id: number): TMapItem => ({
  property_id: id,
  latitude: '45.5',
  longitude: `-73.${id}`,
  title: `Home ${id}`,
  main_photo: null,
  address_city: 'Montréal',
  address_street: `${id} Rue Saint-Denis`,
  price_per_month: '1500.00',
  property_type: 'apartment',
  location: 'Montréal',
})
const cluster = (count: number, west: number): TMapCluster => ({
  latitude: '45.5',
  longitude: String(west + 0.01),
  count,
  min_price: '900.00',
  bounds: { west, south: 45.48, east: west + 0.04, north: 45.52 },
})

/** A viewport of `total` homes in these clusters, with every home as a marker when `sparse`. */
function viewOf(counts: number[], sparse: boolean): TMapView {
  const total = counts.reduce((sum, count) => sum + count, 0)
  return {
    total,
    items: sparse ? Array.from({ length: total }, (_, index) => item(index + 1)) : [],
    clusters: counts.map((count, index) => cluster(count, -73.7 + index * 0.04)),
  }
}

describe('mapLayersOf', () => {
  it('draws the clusters zoomed out, even when the server sent every home as a marker', () => {
    const layers = mapLayersOf(viewOf([3, 1, 2], true), MARKER_ZOOM - 1)
    expect(layers.kind).toBe('clusters')
    expect(homesOnMap(layers)).toBe(6)
  })

  it('draws the markers zoomed in when the server sent every home', () => {
    const layers = mapLayersOf(viewOf([3, 1, 2], true), MARKER_ZOOM)
    expect(layers).toMatchObject({ kind: 'markers' })
    expect(homesOnMap(layers)).toBe(6)
  })

  it('keeps the clusters zoomed in when the viewport holds too many homes for markers', () => {
    const view = viewOf([250, 120, 31], false)
    const layers = mapLayersOf(view, 16)
    expect(layers.kind).toBe('clusters')
    // No "zoom in" wall: every home of the viewport is in a bubble.
    expect(homesOnMap(layers)).toBe(view.total)
  })

  it('draws nothing before the first answer and for an empty viewport', () => {
    expect(homesOnMap(mapLayersOf(undefined, 8))).toBe(0)
    expect(mapLayersOf({ total: 0, items: [], clusters: [] }, 16)).toEqual({ kind: 'clusters', clusters: [] })
  })
})

describe('bubbleDiameter', () => {
  it('grows with the count, within bounds', () => {
    const sizes = [1, 9, 10, 99, 100, 5_000, 1_000_000].map(bubbleDiameter)
    expect(sizes).toEqual([...sizes].sort((a, b) => a - b))
    expect(bubbleDiameter(1)).toBeLessThan(bubbleDiameter(100))
    expect(bubbleDiameter(100)).toBeLessThan(bubbleDiameter(5_000))
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(24)
    expect(Math.max(...sizes)).toBeLessThanOrEqual(56)
  })
})
