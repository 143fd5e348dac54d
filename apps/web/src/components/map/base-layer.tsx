import { useState } from 'react'
import { TileLayer } from 'react-leaflet'
import { PlaceLabels } from './place-labels.tsx'

type TBaseLayerProps = {
  /** Tile URL template from GET /api/config/: null when none is set or its server did not answer. */
  url: string | null | undefined
  attribution: string | undefined
  /** False while the config is still loading: nothing is drawn yet. */
  isKnown: boolean
}

/**
 * The map's base: the street tiles, or the plain background with place names when there are none.
 * The server offers tiles only when their server answers it; should they still fail in this
 * browser (a firewall, a lost connection), the first failed tile switches to the plain map.
 */
export function BaseLayer({ url, attribution, isKnown }: TBaseLayerProps) {
  const [hasFailed, setHasFailed] = useState(false)
  if (!isKnown) return null
  if (!url || hasFailed) return <PlaceLabels />
  return (
    <TileLayer url={url} attribution={attribution} eventHandlers={{ tileerror: () => setHasFailed(true) }} />
  )
}
