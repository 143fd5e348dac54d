/** What the panel uses from the transactions feature. */
export { TransactionsList } from './components/transactions-list.tsx'
