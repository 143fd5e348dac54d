import { centsToDecimal, SERVICE_FEE_BASIS_POINTS, serviceFeeCents } from '@demeure/shared'

/** The worked example of the fees page: a $1,150 home for four months. */
export const EXAMPLE_RENT_CENTS = 115_000
export const EXAMPLE_MONTHS = 4

/** Every figure of the example, computed with the same rules as the server's quotes. */
export function feeExample(rentCents = EXAMPLE_RENT_CENTS, months = EXAMPLE_MONTHS) {
  const feeCents = serviceFeeCents(rentCents)
  return {
    percent: SERVICE_FEE_BASIS_POINTS / 100,
    months,
    laterMonths: months - 1,
    rent: centsToDecimal(rentCents),
    fee: centsToDecimal(feeCents),
    dueNow: centsToDecimal(rentCents + feeCents),
    total: centsToDecimal(rentCents * months + feeCents),
  }
}
