import type { TDeps } from '../../deps.ts'
import { moduleRoutes } from '../../lib/module-routes.ts'
import type { TBookingsService } from '../bookings/index.ts'
import type { TSearchIndex } from '../listings/index.ts'
import { reviewsRoutes } from './routes.ts'
import { createReviewsService } from './service.ts'

/** Reviews of past stays and the host's answers. */
export function createReviewsModule(deps: TDeps, bookings: TBookingsService, searchIndex: TSearchIndex) {
  return {
    routes: moduleRoutes(reviewsRoutes, { service: createReviewsService(deps, bookings, searchIndex) }),
  }
}

// What the privacy module exports of a person here (decision 029).
export { reviewsByAuthor } from './privacy-repository.ts'
// What other modules' SQL may compute from the reviews (decision 029).
export { ratingOf, reviewCountOf } from './published-repository.ts'
// What other modules use of this one (decision 029: they import only this file).
export { reviewedStays } from './reviewed-stays.ts'
