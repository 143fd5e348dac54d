import { centsToDecimal } from '@demeure/shared'
import type { TDb } from '../../db/client.ts'
import { createHostFiguresRepository } from './host-figures-repository.ts'

const percentOf = (part: number, whole: number) => (whole > 0 ? Math.round((part * 100) / whole) : 0)

/** The dashboard's booking and money figures as the API answers them (ZHostDashboard). */
export async function hostBookingFigures(db: TDb, hostId: string, today: string) {
  const figures = createHostFiguresRepository(db)
  const occupancy = async (days: number) => {
    const { booked, open } = await figures.occupancy(hostId, today, days)
    return { booked_nights: booked, available_nights: open, percent: percentOf(booked, open) }
  }
  const [next30, next90, pending, checkIns, money] = await Promise.all([
    occupancy(30),
    occupancy(90),
    figures.pendingRequests(hostId),
    figures.upcomingCheckIns(hostId, today, 5),
    figures.earnings(hostId, `${today.slice(0, 7)}-01`),
  ])
  return {
    occupancy: { next_30_days: next30, next_90_days: next90 },
    pending_requests: pending,
    upcoming_check_ins: checkIns.map((stay) => ({
      booking_id: stay.bookingId,
      property_id: stay.propertyId,
      title: stay.title,
      title_fr: stay.titleFr ?? '',
      guest_name: `${stay.guestFirstName} ${stay.guestLastName}`.trim(),
      check_in: stay.checkIn,
      check_out: stay.checkOut,
      guests: stay.guests,
    })),
    earnings: {
      paid: centsToDecimal(money.paid),
      pending: centsToDecimal(money.pending),
      this_month: centsToDecimal(money.thisMonth),
    },
  }
}
