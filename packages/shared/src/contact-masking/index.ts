export * from './kinds.ts'
export { findContacts, kindsOf, maskContacts } from './mask.ts'
export { mentionsOffPlatformPayment } from './payment.ts'
export { readText, type TReader } from './reader.ts'
