/** What other features may use from the map feature; Leaflet itself loads only when a map shows. */
export type { TMapListing } from './lib/group-by-coordinates.ts'
export { PointMap } from './point-map.tsx'
export { ResultsMap } from './results-map.tsx'
