import type { TNotification } from '@demeure/shared'
import { api } from '../../../lib/api-client.ts'
import type { TPage } from '../../../lib/page.ts'

/**
 * A live notice is written in the language saved on the profile, while the screen may speak the
 * other one (this browser chose it). Then the notice is read again through the list, which speaks
 * the language of the request; if that fails, the notice stays as it came.
 */
export async function inReaderLanguage(
  notification: TNotification,
  isProfileLanguage: boolean,
): Promise<TNotification> {
  if (isProfileLanguage) return notification
  const response = await api.get<TPage<TNotification>>('/api/notifications/', {
    auth: true,
    query: { page_size: 10 },
  })
  return (response.ok && response.body.results.find((item) => item.id === notification.id)) || notification
}
