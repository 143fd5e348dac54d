/**
 * The part of the package that does not need zod: constants, the validation texts and the plain
 * date/money/stay helpers. The web's first load imports from `@demeure/shared/zod-free` so that zod
 * and the schemas (which build zod objects when their module runs) stay out of it; everything else
 * keeps importing `@demeure/shared`, which re-exports all of this too.
 *
 * package.json "sideEffects" names the only modules that must run when imported (index.ts and the
 * messages barrel lead to zod-issues.ts, which sets zod's error map): a bundler may drop any other
 * module whose exports go unused. Add a module there if it ever does work at load time.
 */
export * from './bookings.ts'
export * from './citq.ts'
export * from './constants/index.ts'
export * from './contact-masking/index.ts'
export * from './dates.ts'
export * from './deposits/index.ts'
export * from './endpoints/index.ts'
export * from './errors.ts'
export * from './listing-text.ts'
export * from './messages/amenity-labels.ts'
export * from './messages/page-heads.ts'
export * from './messages/validation.ts'
export * from './money.ts'
export * from './page-urls.ts'
export * from './pricing.ts'
export * from './saved-search-criteria.ts'
export * from './schemas/live-events.ts'
