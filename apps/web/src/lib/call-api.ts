import {
  fillPath,
  type TEndpoint,
  type TEndpointShape,
  type TFileAnswer,
  type TPathParams,
} from '@demeure/shared/zod-free'
import { api, buildUrl, type TApiResponse, type TQuery } from './api-client.ts'

/** The params an endpoint's path names: required when it names any, else none. */
export type TParamsOption<TPath extends string> = keyof TPathParams<TPath> extends never
  ? { params?: undefined }
  : { params: TPathParams<TPath> }

/** An endpoint without a query or a body takes none. */
type TShapeOptions<TShape extends TEndpointShape> = {
  query?: 'query' extends keyof TShape ? TShape['query'] : undefined
  body?: 'body' extends keyof TShape ? TShape['body'] : undefined
}

/** What a call to an endpoint takes: the params its path names, its query and body, and how to send it. */
export type TCallOptions<TPath extends string, TShape extends TEndpointShape> = TParamsOption<TPath> &
  TShapeOptions<TShape> & { auth?: boolean; signal?: AbortSignal }

/** The URL of an endpoint with its params filled in (for the calls that cannot go through `callApi`). */
export function endpointUrl<TPath extends string>(
  endpoint: TEndpoint<TEndpoint['method'], TPath>,
  params?: TPathParams<TPath>,
  query?: TQuery,
): string {
  return buildUrl(fillPath(endpoint.path, params as Record<string, string | number> | undefined), query)
}

/** An endpoint that answers a file cannot be read as JSON: it goes through `fetchEndpointFile`. */
type TNotAFile<TShape extends TEndpointShape> = TShape['answer'] extends TFileAnswer
  ? { readonly answersAFileReadItWithFetchEndpointFile: never }
  : unknown

/** An endpoint `callApi` reads: one that answers JSON (or nothing), not a file. */
export type TJsonEndpoint<
  TMethod extends TEndpoint['method'],
  TPath extends string,
  TShape extends TEndpointShape,
> = TEndpoint<TMethod, TPath, TShape> & TNotAFile<TShape>

/**
 * The one typed way to call the API: the endpoint gives the method, the path and the answer's type;
 * its params are URI-encoded into the path. Answers `{ok, status, body}` like the client under it.
 */
export function callApi<TPath extends string, TShape extends TEndpointShape>(
  endpoint: TJsonEndpoint<TEndpoint['method'], TPath, TShape>,
  ...[options]: keyof TPathParams<TPath> extends never
    ? [options?: TCallOptions<TPath, TShape>]
    : [options: TCallOptions<TPath, TShape>]
): Promise<TApiResponse<TShape['answer']>> {
  const { params, query, body, auth, signal } = (options ?? {}) as TCallOptions<TPath, TShape> & {
    params?: Record<string, string | number>
    query?: TQuery
    body?: unknown
  }
  return api.request<TShape['answer']>(endpoint.method, fillPath(endpoint.path, params), {
    query,
    body,
    auth,
    signal,
  })
}
