import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Dialog } from '../../../components/ui/dialog.tsx'
import { useAuthDialogs } from '../auth-dialogs-context.tsx'
import { ForgotPasswordForm } from './forgot-password-form.tsx'
import { LoginForm } from './login-form.tsx'

/** The login dialog and its forgot-password sub-view. */
export function LoginDialog() {
  const { t } = useTranslation()
  const dialogs = useAuthDialogs()
  const [view, setView] = useState<'login' | 'forgot'>('login')
  const isOpen = dialogs.open === 'login'

  function onOpenChange(open: boolean) {
    if (open) return
    dialogs.close()
    setView('login')
  }

  return (
    <Dialog
      open={isOpen}
      onOpenChange={onOpenChange}
      title={view === 'login' ? t('auth.login.title') : t('auth.forgot.title')}
      description={view === 'login' ? t('auth.login.subtitle') : t('auth.forgot.intro')}
    >
      {view === 'login' ? (
        <LoginForm
          isModal
          defaultEmail={dialogs.email}
          onForgotPassword={() => setView('forgot')}
          onSignup={dialogs.openSignup}
        />
      ) : (
        <ForgotPasswordForm defaultEmail={dialogs.email} onBack={() => setView('login')} />
      )}
    </Dialog>
  )
}
