import type { TEndpoint, TFileAnswer, TPathParams } from '@demeure/shared/zod-free'
import { api, type TQuery } from './api-client.ts'
import { endpointUrl, type TParamsOption } from './call-api.ts'
import { getAccessToken } from './session-store.ts'

/** An endpoint that answers a file: a GET whose answer is `TFileAnswer`. */
type TFileEndpoint<TPath extends string, TQueryOf> = TEndpoint<
  'GET',
  TPath,
  { query?: TQueryOf; answer: TFileAnswer }
>

/** What reading a file takes: the params its path names, its query, and the language of its text. */
export type TFileOptions<TPath extends string, TQueryOf> = TParamsOption<TPath> & {
  query?: TQueryOf
  language: string
}

/**
 * GETs one of the API's file endpoints (a PDF, a page's image, a download) with the Bearer token,
 * which a plain link or <img> cannot send; a 401 refreshes the token once, as the JSON client does.
 * Answers the raw response: the caller reads its bytes and headers.
 */
export async function fetchEndpointFile<TPath extends string, TQueryOf = undefined>(
  endpoint: TFileEndpoint<TPath, TQueryOf>,
  options: TFileOptions<TPath, TQueryOf>,
): Promise<Response> {
  const params = options.params as TPathParams<TPath> | undefined
  const url = endpointUrl(endpoint, params, options.query as TQuery | undefined)
  const send = () =>
    window.fetch(url, {
      headers: { Authorization: `Bearer ${getAccessToken() ?? ''}`, 'Accept-Language': options.language },
      credentials: 'same-origin',
    })
  const response = await send()
  if (response.status === 401 && (await api.refreshAccess())) return send()
  return response
}

/**
 * Reads one of the API's file endpoints and hands it to the browser as a download, named as the
 * server's Content-Disposition says, else `fallbackName`. Throws on an answer other than 2xx.
 */
export async function saveEndpointFile<TPath extends string, TQueryOf = undefined>(
  endpoint: TFileEndpoint<TPath, TQueryOf>,
  options: TFileOptions<TPath, TQueryOf> & { fallbackName: string },
): Promise<void> {
  const response = await fetchEndpointFile(endpoint, options)
  if (!response.ok) throw new Error(`${endpoint.path}: HTTP ${response.status}`)
  const named = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1]
  const url = URL.createObjectURL(await response.blob())
  const link = document.createElement('a')
  link.href = url
  link.download = named ?? options.fallbackName
  link.click()
  // Long enough for the browser to have read the file, whatever the machine.
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}
