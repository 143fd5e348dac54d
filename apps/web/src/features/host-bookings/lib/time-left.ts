const MINUTE = 60_000

export type TTimeLeft =
  | { unit: 'daysHours'; days: number; hours: number }
  | { unit: 'hoursMinutes'; hours: number; minutes: number }
  | { unit: 'minutes'; minutes: number }

/**
 * What is left before `expiresAt`, in the two largest units that matter, rounded down (never
 * promising more time than there is); null once it has passed.
 */
export function timeLeft(expiresAt: string, now: number): TTimeLeft | null {
  const totalMinutes = Math.floor((Date.parse(expiresAt) - now) / MINUTE)
  if (!(totalMinutes > 0)) return null
  const days = Math.floor(totalMinutes / 1440)
  const hours = Math.floor((totalMinutes % 1440) / 60)
  const minutes = totalMinutes % 60
  if (days > 0) return { unit: 'daysHours', days, hours }
  if (hours > 0) return { unit: 'hoursMinutes', hours, minutes }
  return { unit: 'minutes', minutes }
}
