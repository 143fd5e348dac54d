import { SERVICE_FEE_BASIS_POINTS } from './constants/business.ts'
import type { TLanguage } from './constants/catalogue.ts'

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

const MONEY_LOCALES: Record<TLanguage, string> = { en: 'en-CA', fr: 'fr-CA' }

/**
 * An amount in dollars (a number or the wire's "1150.00") in the reader's format, grouped, with the
 * sign where each language puts it: "$1,150" / "1 150 $". French separates with no-break spaces, so
 * an amount never breaks across lines. Cents show when there are some, or always with
 * `cents: 'always'` (receipts and notices: "$1,624.00" / "1 624,00 $").
 */
export function formatMoney(
  amount: string | number,
  language: TLanguage,
  options: { cents?: 'always' | 'when-any' } = {},
): string {
  const value = Number(amount)
  const showCents = options.cents === 'always' || !Number.isInteger(value)
  return formatOf(`money:${showCents}`, MONEY_LOCALES[language], {
    style: 'currency',
    currency: 'USD',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: showCents ? 2 : 0,
    maximumFractionDigits: 2,
  }).format(value)
}

/**
 * A share (0.12) as the reader writes a percentage: "12%" / "12 %". French puts a no-break space
 * before the sign, so "12 %" never breaks across lines.
 */
export function formatPercent(fraction: number, language: TLanguage): string {
  return formatOf('percent', MONEY_LOCALES[language], { style: 'percent', maximumFractionDigits: 2 }).format(
    fraction,
  )
}

/**
 * Formatters made once per kind and locale (at most eight: two kinds of money, percent, three
 * locales counting an unknown one): making one costs about 25 µs, using it about 1, and a lease,
 * a receipt or a page of cards formats dozens of amounts.
 */
const formats = new Map<string, Intl.NumberFormat>()
function formatOf(kind: string, locale: string | undefined, options: Intl.NumberFormatOptions) {
  const key = `${kind}:${locale}`
  let format = formats.get(key)
  if (!format) {
    format = new Intl.NumberFormat(locale, options)
    formats.set(key, format)
  }
  return format
}

/** The service fee's rate as the reader writes it ("12%" / "12 %"). */
export function formatServiceFeeRate(language: TLanguage): string {
  return formatPercent(SERVICE_FEE_BASIS_POINTS / 10000, language)
}
