/** Query keys of saved searches: one change refreshes the list. */
export const SAVED_SEARCH_KEYS = { list: ['saved-searches'] as const }
