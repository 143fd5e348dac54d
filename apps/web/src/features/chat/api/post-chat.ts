import type { TChatAnswer, TChatRequest } from '@demeure/shared'
import { api, type TApiResponse } from '../../../lib/api-client.ts'

/** POST /api/chat/: needs the access token; the answer is read whole, status included. */
export function postChat(body: TChatRequest): Promise<TApiResponse<TChatAnswer>> {
  return api.post<TChatAnswer>('/api/chat/', { body, auth: true })
}
