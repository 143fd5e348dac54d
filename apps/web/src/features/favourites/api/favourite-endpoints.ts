import { favouriteEndpoints } from '@demeure/shared/zod-free'

/** What saving or forgetting a home changes: the hearts (ids) and the saved homes' list. */
export const FAVOURITE_ENDPOINTS = [favouriteEndpoints.ids, favouriteEndpoints.list]
