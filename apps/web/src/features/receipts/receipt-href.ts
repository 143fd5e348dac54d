/** A ledger entry's receipt, relative to the panel's transactions page (both panels have it). */
export const receiptHref = (ledgerEntryId: string) => `../receipts/${ledgerEntryId}`
