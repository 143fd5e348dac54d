import { heldDatesOf } from './modules/bookings/index.ts'
import { ratingOf, reviewCountOf } from './modules/reviews/index.ts'
import type { TDocumentSources } from './modules/search/index.ts'

/**
 * What a search document reads of the stays and the reviews, as their modules publish it. Both
 * modules ask search (free dates, cards), so search cannot import them: the composition root, the
 * seed and the tests hand it these (docs/decisions/029-one-door-per-module.md).
 */
export const documentSources: TDocumentSources = { heldDatesOf, ratingOf, reviewCountOf }
