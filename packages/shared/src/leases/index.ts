export * from './document.ts'
export * from './rules.ts'
export * from './schemas.ts'
