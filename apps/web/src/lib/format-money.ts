import {
  centsToDecimal,
  decimalToCents,
  formatMoney,
  serviceFeeCents,
  type TLanguage,
} from '@demeure/shared/zod-free'

/**
 * A wire amount ("1150.00", USD) in the reader's format: "$1,150" in English, "1 150 $" in French.
 * Cents only show when there are some, unless `cents: 'always'` (a schedule's column of amounts,
 * "$1,624.00" / "1 624,00 $", reads as one list only when every line has them).
 */
export function formatUsd(amount: string, language: TLanguage, options?: { cents: 'always' }): string {
  return formatMoney(amount, language, options)
}

/**
 * The one-time service fee of a monthly rent, formatted: cards and the listing show it beside the
 * rent, so no part of the price waits for checkout (Consumer Protection Act, s. 224).
 */
export function formatOneTimeFee(pricePerMonth: string, language: TLanguage): string {
  return formatUsd(centsToDecimal(serviceFeeCents(decimalToCents(pricePerMonth) ?? 0)), language)
}
