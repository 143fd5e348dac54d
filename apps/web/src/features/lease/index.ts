/** The lease of a stay: on the renter's reservation card and on the host's booking card. */
export { StayLease } from './components/stay-lease.tsx'
