import { formatMoney, type TLanguage } from '@demeure/shared/zod-free'

/**
 * A wire amount ("1150.00", USD) in the reader's format: "$1,150" in English, "1 150 $" in French.
 * Cents only show when there are some.
 */
export function formatUsd(amount: string, language: TLanguage): string {
  return formatMoney(amount, language)
}
