import { api } from './api-client.ts'
import { getAccessToken } from './session-store.ts'

/**
 * GETs a PDF of the API and saves it as `filename`. The PDF needs the Bearer token, which a plain
 * link cannot send, so it is fetched (refreshing the token once on a 401) and handed to the browser.
 */
export async function downloadPdf(path: string, filename: string, language: string) {
  const send = () =>
    window.fetch(path, {
      headers: { Authorization: `Bearer ${getAccessToken() ?? ''}`, 'Accept-Language': language },
      credentials: 'same-origin',
    })
  let response = await send()
  if (response.status === 401 && (await api.refreshAccess())) response = await send()
  if (!response.ok) throw new Error(`PDF ${path}: HTTP ${response.status}`)
  const url = URL.createObjectURL(await response.blob())
  const link = document.createElement('a')
  link.href = url
  link.download = filename
  link.click()
  // Long enough for the browser to have read the file, whatever the machine.
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}
