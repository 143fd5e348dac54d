import type { TMapView } from '@demeure/shared'
import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { startLocalApi } from '../../test/local-api.ts'
import { renderWithApp } from '../../test/render-with-app.tsx'
import { ResultsMap } from './results-map.tsx'

const CONFIG = { google_client_id: null, map_tile_url: null, map_tile_attribution: '' }

const cluster = (count: number, west: number) => ({
  latitude: '45.50',
  longitude: (west + 0.02).toFixed(6),
  count,
  min_price: '900.00',
  bounds: { west, south: 45.48, east: west + 0.04, north: 45.52 },
})

/** The clusters' counts as the map draws them, added up. */
const bubbleSum = () =>
  [...document.querySelectorAll<HTMLElement>('.map-cluster [data-cluster-count]')].reduce(
    (sum, bubble) => sum + Number(bubble.dataset.clusterCount),
    0,
  )

describe('ResultsMap', () => {
  it('asks the server for clusters with the search filters and draws a bubble for every home', async () => {
    // A viewport too dense for markers: the server sends clusters only, and the map never asks to zoom in.
    const view: TMapView = {
      total: 1234,
      items: [],
      clusters: [cluster(1000, -73.7), cluster(200, -73.6), cluster(34, -73.5)],
    }
    const api = await startLocalApi({
      'GET /api/config/': () => ({ body: CONFIG }),
      'GET /api/properties/map-view/': () => ({ body: view }),
    })
    await renderWithApp(
      <ResultsMap
        query={{ max_price: 1500, type: ['apartment'], sort: 'price', page_size: 20 }}
        location=""
        firstResults={[]}
      />,
    )
    expect(await screen.findByText('Homes in this area: 1,234')).toBeInTheDocument()
    await waitFor(() => expect(bubbleSum()).toBe(1234))
    expect(document.querySelectorAll('.map-cluster')).toHaveLength(3)
    // Bigger clusters draw bigger bubbles.
    const sizeOf = (count: number) =>
      Number.parseFloat(
        document.querySelector<HTMLElement>(`.map-cluster:has([data-cluster-count="${count}"])`)?.style
          .width ?? '',
      )
    expect(sizeOf(1000)).toBeGreaterThan(sizeOf(200))
    expect(sizeOf(200)).toBeGreaterThan(sizeOf(34))
    expect(screen.queryByText(/zoom in/i)).toBeNull()
    const [request] = api.to('/api/properties/map-view/')
    expect(request?.url.searchParams.get('max_price')).toBe('1500')
    expect(request?.url.searchParams.getAll('type')).toEqual(['apartment'])
    expect(request?.url.searchParams.get('bbox')?.split(',')).toHaveLength(4)
    // The list's order and paging are not the map's business.
    expect(request?.url.searchParams.has('sort')).toBe(false)
  })

  it('draws clusters zoomed out even when the server sent every home as a marker', async () => {
    const item = (id: number, longitude: string) => ({
      property_id: id,
      latitude: '45.523',
      longitude,
      title: `Home ${id}`,
      main_photo: null,
      address_city: 'Montréal',
      address_street: `${id} Rue Saint-Viateur`,
      price_per_month: `${1000 + id}.00`,
      property_type: 'apartment',
      location: 'Montréal',
    })
    // Few homes: the server sends them as markers too, with their clusters.
    const view: TMapView = {
      total: 3,
      items: [item(1, '-73.640'), item(2, '-73.600'), item(3, '-73.560')],
      clusters: [cluster(2, -73.64), cluster(1, -73.56)],
    }
    await startLocalApi({
      'GET /api/config/': () => ({ body: CONFIG }),
      'GET /api/properties/map-view/': () => ({ body: view }),
    })
    // The whole city (zoom 11): the homes as the server's clusters. (Zoomed in they are price
    // markers, drawn only on a map with a size on screen, which happy-dom does not give: the map's
    // e2e spec zooms into a bubble until they show.)
    await renderWithApp(<ResultsMap query={{}} location="" firstResults={[]} />)
    expect(await screen.findByText('Homes in this area: 3')).toBeInTheDocument()
    await waitFor(() => expect(bubbleSum()).toBe(3))
    expect(document.querySelectorAll('.map-cluster')).toHaveLength(2)
  })
})
