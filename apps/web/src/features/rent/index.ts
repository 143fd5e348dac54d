/** The rent schedule of a stay, as the renter (reservations) and the host (bookings) see it. */
export { HostRentSchedule } from './components/host-rent-schedule.tsx'
export { RenterRentSchedule } from './components/renter-rent-schedule.tsx'
export { isLiveStay, STAYS_WITH_RENT } from './lib/rent-status.ts'
