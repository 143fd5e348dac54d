import { LockKeyhole } from 'lucide-react'
import { useEffect, useId, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button.tsx'
import { useAuthDialogs } from '../../auth/index.ts'

/**
 * The login-required gate over the conversation, with the header's login and
 * sign-up dialogs. After a session ends on this page (a 401), focus moves to its login button.
 */
export function LoginOverlay({ isFocused }: { isFocused: boolean }) {
  const { t } = useTranslation()
  const dialogs = useAuthDialogs()
  const headingId = useId()
  const loginButton = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (isFocused) loginButton.current?.focus()
  }, [isFocused])

  return (
    <div className="absolute inset-0 z-10 flex items-center justify-center bg-canvas/75 p-4 backdrop-blur-sm">
      <section aria-labelledby={headingId} className="card w-full max-w-md p-6 text-center sm:p-8">
        <span className="mx-auto mb-4 flex size-12 items-center justify-center rounded-full bg-brand-soft text-brand">
          <LockKeyhole aria-hidden="true" className="size-6" />
        </span>
        <h2 id={headingId} className="text-xl font-semibold text-ink">
          {t('chat.loginRequired')}
        </h2>
        <p className="mt-2 text-ink-muted">{t('chat.overlayText')}</p>
        <div className="mt-6 grid gap-3 sm:grid-cols-2">
          <Button ref={loginButton} onClick={() => dialogs.openLogin()}>
            {t('header.login')}
          </Button>
          <Button variant="secondary" onClick={dialogs.openSignup}>
            {t('header.signup')}
          </Button>
        </div>
      </section>
    </div>
  )
}
