export * from './business.ts'
export * from './catalogue.ts'
