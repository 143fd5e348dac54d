/** Receipts of payments, refunds and payouts: where a ledger entry's receipt is. */
export { receiptHref } from './receipt-href.ts'
