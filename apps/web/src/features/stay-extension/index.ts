/** Extending a stay: the renter's request on their reservation card, the host's answer on the bookings card. */
export { HostExtension } from './components/host-extension.tsx'
export { RenterExtension } from './components/renter-extension.tsx'
