import i18next from 'i18next'
import L from 'leaflet'
import { bubbleDiameter } from '../lib/map-layers.ts'

/** The listings a marker stands for, kept on the marker so clusters can add them up. */
export type TCountedMarkerOptions = L.MarkerOptions & { listingCount: number }

// The pill is absolutely placed above its point, so its own box is what a click or a test hits.
const pillClass =
  'absolute bottom-1 left-0 inline-flex -translate-x-1/2 items-center gap-1 whitespace-nowrap rounded-full border ' +
  'border-brand/20 bg-surface px-2.5 py-1 text-sm font-semibold text-ink tabular-nums shadow-card ' +
  'transition-colors hover:bg-brand hover:text-white'

/** A price pill anchored at its point; a group of several listings shows how many. */
export function priceIcon(price: string, count: number): L.DivIcon {
  const pill = document.createElement('span')
  pill.className = pillClass
  pill.textContent = price
  if (count > 1) {
    const badge = document.createElement('span')
    badge.className = 'rounded-full bg-accent px-1.5 text-xs text-white'
    badge.textContent = String(count)
    pill.append(badge)
  }
  return L.divIcon({ html: pill, className: '', iconSize: undefined })
}

/**
 * A count bubble: how many homes it stands for, on the brand colour, sized by that number
 * (bubbleDiameter). The count is also in `data-cluster-count`, as a number, for whoever adds them up.
 */
export function countBubbleIcon(count: number): L.DivIcon {
  const size = bubbleDiameter(count)
  const bubble = document.createElement('span')
  bubble.className =
    'flex size-full items-center justify-center rounded-full border-4 border-brand/25 bg-brand bg-clip-padding text-sm font-bold text-white tabular-nums shadow-card'
  bubble.dataset.clusterCount = String(count)
  // Written in the reader's language (1,234 / 1 234); the bubbles are redrawn when it changes.
  bubble.textContent = count.toLocaleString(i18next.resolvedLanguage)
  return L.divIcon({ html: bubble, className: 'map-cluster', iconSize: L.point(size, size) })
}

/** A cluster of nearby markers (zoomed in): a count bubble of the listings they stand for. */
export function clusterIcon(cluster: L.MarkerCluster): L.DivIcon {
  const total = cluster
    .getAllChildMarkers()
    .reduce((sum, marker) => sum + ((marker.options as TCountedMarkerOptions).listingCount ?? 1), 0)
  return countBubbleIcon(total)
}

/** The single pin of a listing's own small map. */
export function pinIcon(): L.DivIcon {
  const pin = document.createElement('span')
  pin.className =
    'block size-6 -translate-x-1/2 -translate-y-1/2 rounded-full border-4 border-white bg-accent shadow-raised'
  return L.divIcon({ html: pin, className: '', iconSize: undefined })
}
