import i18next from 'i18next'
import { api, type TApiResponse } from './api-client.ts'
import type { TApiErrorBody } from './api-error.ts'
import { getAccessToken } from './session-store.ts'

export type TUploadOptions = {
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

/**
 * A bearer-authenticated multipart upload with progress. Like the api client, a 401 refreshes the
 * access token once (through the client's shared refresh) and sends the body again.
 */
export async function uploadWithProgress<T>(
  path: string,
  body: FormData,
  options: TUploadOptions,
): Promise<TApiResponse<T>> {
  const first = await send<T>(path, body, options)
  if (first.status !== 401 || !(await api.refreshAccess())) return first
  options.onProgress?.(0)
  return send<T>(path, body, options)
}
