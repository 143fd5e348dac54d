export * from './validation.ts'
export * from './zod-issues.ts'
