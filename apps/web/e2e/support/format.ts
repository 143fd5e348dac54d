/*
 * Amounts and dates as the English pages show them, for the specs to find on screen.
 */

/** "$1,120" / "$1,120.50": whole dollars without cents, otherwise two decimals. */
export function usd(amount: string): string {
  const value = Number(amount)
  const digits = Number.isInteger(value) ? 0 : 2
  return `$${value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: 2 })}`
}

/** "2025/09/01": a day as the pages write it. */
export const displayDate = (iso: string) => iso.replaceAll('-', '/')
