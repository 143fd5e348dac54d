/**
 * One endpoint of the API as data the web can load without zod: its method and its path template
 * (Fastify's `:name` params), with the types of its query, body and answer carried by the type only.
 * The types come from the schemas' inferred types by `import type`, so no schema runs in the web's
 * first load; `agreement.test.ts` checks them against the schemas the API's routes validate with.
 */
export type THttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/**
 * Where every endpoint's path starts: the API's whole space, for what covers all of it at once (the
 * refresh cookie's path, the crawlers' disallowed paths) rather than one endpoint.
 */
export const API_PATH_PREFIX = '/api/'

/** What an endpoint takes and gives; a missing `query` or `body` means it takes none. */
export type TEndpointShape = { query?: unknown; body?: unknown; answer: unknown }

export type TEndpoint<
  TMethod extends THttpMethod = THttpMethod,
  TPath extends string = string,
  TShape extends TEndpointShape = TEndpointShape,
> = {
  readonly method: TMethod
  readonly path: TPath
  /** Never set at run time: it only carries the shape to the client's types. */
  readonly shape?: TShape
}

type TParamNames<TPath extends string> = TPath extends `${string}:${infer Name}/${infer Rest}`
  ? Name | TParamNames<`/${Rest}`>
  : TPath extends `${string}:${infer Name}`
    ? Name
    : never

/** The params a path template names, e.g. `{ id: number | string }` for `/api/bookings/:id/`. */
export type TPathParams<TPath extends string> = { [Name in TParamNames<TPath>]: string | number }

export type TAnswerOf<TEnd> =
  TEnd extends TEndpoint<THttpMethod, string, infer TShape> ? TShape['answer'] : never

/** Declares an endpoint; `shape` is written `shape<{ … }>()`, a type with no value. */
export function endpoint<TMethod extends THttpMethod, TPath extends string, TShape extends TEndpointShape>(
  method: TMethod,
  path: TPath,
  _shape?: TShape,
): TEndpoint<TMethod, TPath, TShape> {
  return { method, path }
}

/** A type given as an argument, for `endpoint(…, shape<{ answer: T }>())`: nothing at run time. */
export const shape = <TShape extends TEndpointShape>(): TShape => undefined as unknown as TShape

/** The path of an endpoint with its params filled in, each one URI-encoded. */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z_]+)/g, (_match, name: string) => {
    const value = params[name]
    if (value === undefined) throw new Error(`Missing param ${name} for ${path}`)
    return encodeURIComponent(String(value))
  })
}
