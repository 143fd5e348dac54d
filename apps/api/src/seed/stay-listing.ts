/** A published demo home, as the stays need it: its first free day and whether it has reserved dates. */
export type TStayListing = {
  id: number
  hostId: string
  priceCents: number
  isDemoHost: boolean
  availableFrom: string
  hasReserved: boolean
}
