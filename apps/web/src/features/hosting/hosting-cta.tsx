import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Button } from '../../components/ui/button.tsx'
import { buttonClass } from '../../components/ui/button-styles.ts'
import { ROUTES } from '../../lib/routes.ts'
import { useAuthDialogs, useSession } from '../auth/index.ts'

/**
 * The next step towards hosting: a co-host creates a listing, a signed-in guest applies for
 * verification, a visitor creates an account first.
 */
export function HostingCta() {
  const { t } = useTranslation()
  const session = useSession()
  const dialogs = useAuthDialogs()
  if (session.panelPath === ROUTES.cohostPanel) {
    return (
      <Link to={ROUTES.newListing} className={buttonClass('primary', 'lg')}>
        {t('hosting.ctaCohost')}
      </Link>
    )
  }
  if (session.isSignedIn) {
    return (
      <Link to={`${ROUTES.userPanel}/verification`} className={buttonClass('primary', 'lg')}>
        {t('hosting.ctaSignedIn')}
      </Link>
    )
  }
  return (
    <Button size="lg" onClick={dialogs.openSignup}>
      {t('hosting.ctaSignedOut')}
    </Button>
  )
}
