export const VERIFICATION_FILTERS = ['pending', 'approved', 'rejected'] as const
export type TVerificationFilter = (typeof VERIFICATION_FILTERS)[number]

export const LISTING_FILTERS = ['pending_review', 'published', 'rejected'] as const
export type TListingFilter = (typeof LISTING_FILTERS)[number]

/** Queue pages stay short: each card holds documents, photos or a video. */
export const QUEUE_PAGE_SIZE = 10
