/** What the co-host dashboard and the transactions use from the payouts feature. */
export { usePayoutAccount } from './api/use-payout-account.ts'
export { PayoutAccountCard } from './components/payout-account-card.tsx'
