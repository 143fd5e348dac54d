/** A query string's values as the web sends them (empty ones are left out). */
type TQueryValue = string | number | boolean | null | undefined
export type TLooseQuery = Record<string, TQueryValue | readonly TQueryValue[]>

/** The query of a paged list: which page, and how long. */
export type TPageQuery = { page?: number; page_size?: number }

/** A multipart body (a browser FormData: this package has no DOM types). */
export type TMultipart = object

declare const fileAnswer: unique symbol
/**
 * The answer of an endpoint that sends a file's bytes (a PDF, an image, a download), not JSON: the
 * web reads it with `fetchEndpointFile`, and its JSON client refuses it. A brand with no value.
 */
export type TFileAnswer = { readonly [fileAnswer]: 'bytes, not JSON' }
