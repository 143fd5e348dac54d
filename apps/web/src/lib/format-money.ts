import type { TLanguage } from '@demeure/shared'

const LOCALES: Record<TLanguage, string> = { en: 'en-CA', fr: 'fr-CA' }

/**
 * A wire amount ("1150.00", USD) in the reader's format: "$1,150" in English, "1 150 $" in French.
 * Cents only show when there are some.
 */
export function formatUsd(amount: string, language: TLanguage): string {
  const value = Number(amount)
  return new Intl.NumberFormat(LOCALES[language], {
    style: 'currency',
    currency: 'USD',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: Number.isInteger(value) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(value)
}
