import { SERVICE_FEE_BASIS_POINTS } from './constants/business.ts'

/** Integer cents → the wire's decimal dollar string ("1150.00"). */
export function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : ''
  const abs = Math.abs(Math.trunc(cents))
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}

/** A decimal dollar string or number → integer cents, or null when it is not a money amount. */
export function decimalToCents(value: string | number): number | null {
  const text = typeof value === 'number' ? value.toFixed(2) : value.trim()
  const match = /^(-)?(\d+)(?:\.(\d{1,2}))?$/.exec(text)
  if (!match) return null
  const cents = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'))
  return match[1] ? -cents : cents
}

/** 12% of the first month's rent, rounded half-up to the cent. */
export function serviceFeeCents(monthlyRentCents: number): number {
  return Math.floor((monthlyRentCents * SERVICE_FEE_BASIS_POINTS + 5000) / 10000)
}
