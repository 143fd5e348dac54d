import { api } from '../../../lib/api-client.ts'

/** POST /api/events/ticket/: a minute-long pass for the events stream (EventSource sends no bearer). */
export async function fetchEventsTicket(): Promise<string | null> {
  const response = await api.post<{ ticket: string; expires_in: number }>('/api/events/ticket/', {
    auth: true,
  })
  return response.ok ? response.body.ticket : null
}
