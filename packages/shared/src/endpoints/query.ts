/** A query string's values as the web sends them (empty ones are left out). */
type TQueryValue = string | number | boolean | null | undefined
export type TLooseQuery = Record<string, TQueryValue | readonly TQueryValue[]>

/** The query of a paged list: which page, and how long. */
export type TPageQuery = { page?: number; page_size?: number }

/** A multipart body (a browser FormData: this package has no DOM types). */
export type TMultipart = object
