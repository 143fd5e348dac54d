/**
 * The API's endpoints the web calls, zod-free (see endpoint.ts); exported by `@demeure/shared/zod-free`.
 * One table per area, so that a page's chunk holds only the tables it uses.
 */
export * from './accounts.ts'
export * from './bookings.ts'
export * from './endpoint.ts'
export * from './listings.ts'
export * from './money.ts'
export * from './people.ts'
export * from './query.ts'
export * from './staff.ts'
