import { messagingEndpoints } from '@demeure/shared/zod-free'
import { callApi } from '../../../lib/call-api.ts'

/** POST /api/events/ticket/: a minute-long pass for the events stream (EventSource sends no bearer). */
export async function fetchEventsTicket(): Promise<string | null> {
  const response = await callApi(messagingEndpoints.liveTicket, { auth: true })
  return response.ok ? response.body.ticket : null
}
