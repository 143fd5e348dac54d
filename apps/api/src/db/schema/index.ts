export * from './files.ts'
export * from './sessions.ts'
export * from './users.ts'
export * from './verifications.ts'
