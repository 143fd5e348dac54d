export { findDepositDemands, type TDepositDemand } from './deposit-demands.ts'
