export * from './accounts.ts'
export * from './common.ts'
export * from './property.ts'
export * from './verification.ts'
