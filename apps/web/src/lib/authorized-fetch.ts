import { api } from './api-client.ts'
import { getAccessToken } from './session-store.ts'

/**
 * A GET that needs the Bearer token but answers bytes, not JSON (a PDF, an image): what a plain link
 * or <img> cannot send. Refreshes the token once on a 401, like the JSON client.
 */
export async function authorizedFetch(path: string, language: string): Promise<Response> {
  const send = () =>
    window.fetch(path, {
      headers: { Authorization: `Bearer ${getAccessToken() ?? ''}`, 'Accept-Language': language },
      credentials: 'same-origin',
    })
  const response = await send()
  if (response.status === 401 && (await api.refreshAccess())) return send()
  return response
}
