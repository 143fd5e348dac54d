import { useTranslation } from 'react-i18next'
import { Dialog } from '../../../components/ui/dialog.tsx'
import { useAuthDialogs } from '../auth-dialogs-context.tsx'
import { SignupForm } from './signup-form.tsx'

export function SignupDialog() {
  const { t } = useTranslation()
  const dialogs = useAuthDialogs()
  return (
    <Dialog
      open={dialogs.open === 'signup'}
      onOpenChange={(open) => !open && dialogs.close()}
      title={t('auth.signup.title')}
      description={t('auth.signup.subtitle')}
    >
      <SignupForm
        isModal
        onSignedUp={(email) => dialogs.openLogin(email)}
        onLogin={() => dialogs.openLogin()}
      />
    </Dialog>
  )
}
