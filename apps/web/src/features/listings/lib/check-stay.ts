import { stayProblem } from '@demeure/shared'

/** Why a stay cannot be priced yet, as a catalogue key, or null. */
export function checkStay(checkIn: string, checkOut: string, today: string, hasCitq: boolean) {
  if (!checkIn || !checkOut) return 'bookings.bothDatesRequired' as const
  const problem = stayProblem(checkIn, checkOut, today, hasCitq)
  return problem ? (`stay.${problem}` as const) : null
}

export type TStayMessage = NonNullable<ReturnType<typeof checkStay>>
