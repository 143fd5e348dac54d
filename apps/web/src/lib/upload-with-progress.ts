import type { TEndpoint, TEndpointShape, TMultipart, TPathParams } from '@demeure/shared/zod-free'
import i18next from 'i18next'
import { api, type TApiResponse } from './api-client.ts'
import type { TApiErrorBody } from './api-error.ts'
import { endpointUrl, type TParamsOption } from './call-api.ts'
import { getAccessToken } from './session-store.ts'

type TUploadOptions = {
  method: 'POST' | 'PATCH'
  /** Called with the share of the body sent so far, from 0 to 1. */
  onProgress?: (fraction: number) => void
  signal?: AbortSignal
}

function parse(text: string): unknown {
  if (!text) return null
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

/** fetch cannot report upload progress, so large multipart bodies go through XMLHttpRequest. */
function send<T>(path: string, body: FormData, options: TUploadOptions): Promise<TApiResponse<T>> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest()
    request.open(options.method, path)
    request.setRequestHeader('Accept', 'application/json')
    request.setRequestHeader('Accept-Language', i18next.resolvedLanguage ?? i18next.language ?? 'en')
    const token = getAccessToken()
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`)
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded / event.total)
    }
    request.onload = () => {
      const parsed = request.status === 204 ? null : parse(request.responseText)
      if (request.status >= 200 && request.status < 300) {
        resolve({ ok: true, status: request.status, body: parsed as T })
      } else {
        const errorBody = parsed !== null && typeof parsed === 'object' ? (parsed as TApiErrorBody) : {}
        resolve({ ok: false, status: request.status, body: errorBody })
      }
    }
    // Same answer as the api client when the server cannot be reached.
    request.onerror = () =>
      resolve({ ok: false, status: 500, body: { message: i18next.t('errors.serverUnresponsive') } })
    request.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'))
    options.signal?.addEventListener('abort', () => request.abort(), { once: true })
    request.send(body)
  })
}

type TUploadEndpoint<TPath extends string, TShape extends TEndpointShape> = TEndpoint<
  'POST' | 'PATCH',
  TPath,
  TShape & { body: TMultipart }
>

/** What an upload takes beside its body: the params its endpoint's path names, and its progress. */
type TEndpointUploadOptions<TPath extends string> = Omit<TUploadOptions, 'method'> & TParamsOption<TPath>

/**
 * A bearer-authenticated multipart upload with progress to one of the API's multipart endpoints,
 * which gives the method, the path and the answer's type. Like the api client, a 401 refreshes the
 * access token once (through the client's shared refresh) and sends the body again.
 */
export async function uploadToEndpoint<TPath extends string, TShape extends TEndpointShape>(
  endpoint: TUploadEndpoint<TPath, TShape>,
  body: FormData,
  options: TEndpointUploadOptions<TPath>,
): Promise<TApiResponse<TShape['answer']>> {
  const path = endpointUrl(endpoint, options.params as TPathParams<TPath> | undefined)
  const sending = { ...options, method: endpoint.method }
  const first = await send<TShape['answer']>(path, body, sending)
  if (first.status !== 401 || !(await api.refreshAccess())) return first
  options.onProgress?.(0)
  return send<TShape['answer']>(path, body, sending)
}
