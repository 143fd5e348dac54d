import { useTranslation } from 'react-i18next'
import { useStoredSession } from '../../lib/use-stored-session.ts'
import { useProfile } from '../account/index.ts'
import { displayName } from './lib/display-name.ts'
import { panelPathFor } from './lib/panel-path.ts'

/**
 * Who is signed in: signed in when a user is loaded or the stored flag is 'true'.
 * With the flag set, the profile is fetched once, which also stores user-type and username.
 */
export function useSession() {
  const { t } = useTranslation()
  const stored = useStoredSession()
  const profile = useProfile(stored.isAuthenticated)
  // A profile still cached after the session was cleared (e.g. a failed refresh) does not count.
  const user = stored.isAuthenticated ? profile.data : undefined
  return {
    user,
    isSignedIn: Boolean(user) || stored.isAuthenticated,
    displayName: displayName(user?.username, stored.username, t('header.userFallback')),
    panelPath: panelPathFor(stored.userType),
  }
}
