/** Spec §3: each capacity read as a whole number, 0 when blank or unreadable. */
function wholeOrZero(value: string): number {
  const number = Number.parseInt(value, 10)
  return Number.isNaN(number) ? 0 : number
}

/** max_guests is read-only: free capacity plus additional capacity. */
export function maxGuestsOf(freeCapacity: string, additionalCapacity: string): number {
  return wholeOrZero(freeCapacity) + wholeOrZero(additionalCapacity)
}
