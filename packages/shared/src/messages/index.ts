export * from './amenity-labels.ts'
export * from './page-heads.ts'
export * from './validation.ts'
export * from './zod-issues.ts'
