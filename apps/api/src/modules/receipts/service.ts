import type { TLanguage } from '@demeure/shared'
import type { TDeps } from '../../deps.ts'
import { notFound } from '../../lib/app-error.ts'
import type { TUserRow } from '../users/index.ts'
import { receiptPdf } from './pdf.ts'
import { periodOf, receiptOf } from './receipt.ts'
import { createReceiptsRepository } from './repository.ts'

/**
 * Receipts of payments, refunds and payouts (docs/product-rules.md, "Receipts and sales taxes"):
 * each ledger row is its own receipt, seen by the person it is for and by staff; to anyone else it
 * does not exist (404, so ids cannot be probed).
 */
export function createReceiptsService(deps: TDeps) {
  async function receipt(user: TUserRow, id: string, language: TLanguage) {
    const repo = createReceiptsRepository(deps.db)
    const row = await repo.findEntry(id)
    if (!row || (row.entry.userId !== user.id && user.userType !== 'admin')) throw notFound()
    const seq = row.entry.instalmentSeq
    // The period is shown only when the row matches a month of the stay's rent schedule.
    const month =
      seq !== null && (await repo.hasMonth(row.booking.id, seq)) ? periodOf(seq, row.booking) : undefined
    return receiptOf(row, month, deps.config.taxNumbers, language)
  }

  return {
    receipt,
    async pdf(user: TUserRow, id: string, language: TLanguage) {
      const shown = await receipt(user, id, language)
      return { number: shown.number, body: await receiptPdf(shown, language) }
    },
  }
}
export type TReceiptsService = ReturnType<typeof createReceiptsService>
