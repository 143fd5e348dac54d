import type { TChatAnswer, TChatRequest } from '@demeure/shared'
import { messagingEndpoints } from '@demeure/shared/zod-free'
import type { TApiResponse } from '../../../lib/api-client.ts'
import { callApi } from '../../../lib/call-api.ts'

/** POST /api/chat/: needs the access token; the answer is read whole, status included. */
export function postChat(body: TChatRequest): Promise<TApiResponse<TChatAnswer>> {
  return callApi(messagingEndpoints.chat, { body, auth: true })
}
