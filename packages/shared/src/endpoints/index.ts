/**
 * The API's endpoints, zod-free (see endpoint.ts); exported by `@demeure/shared/zod-free`. The API
 * registers every route from them (`apps/api/src/lib/endpoint-route.ts`); the web calls them through
 * `callApi`. One table per area, so that a page's chunk holds only the tables it uses.
 */
export * from './accounts.ts'
export * from './bookings.ts'
export * from './endpoint.ts'
export * from './hidden.ts'
export * from './listings.ts'
export * from './money.ts'
export * from './people.ts'
export * from './query.ts'
export * from './staff.ts'
export * from './system.ts'
