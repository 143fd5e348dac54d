/** Query keys of saved homes: every key starts with `favourites`, so one change refreshes them all. */
export const FAVOURITE_KEYS = {
  all: ['favourites'] as const,
  ids: ['favourites', 'ids'] as const,
  list: ['favourites', 'list'] as const,
}
