/** Which side of a stay a screen shows: the renter's or the host's. */
export type TRentSide = 'guest' | 'host'
