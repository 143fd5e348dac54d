export * from './business.ts'
export * from './catalogue.ts'
export * from './places.ts'
