// The messages module configures zod's error map, so it is imported before any schema.

export * from './bookings.ts'
export * from './constants/index.ts'
export * from './dates.ts'
export * from './errors.ts'
export type * from './first-screen.ts'
export * from './listing-text.ts'
export * from './messages/index.ts'
export * from './money.ts'
export * from './pricing.ts'
export * from './schemas/index.ts'
