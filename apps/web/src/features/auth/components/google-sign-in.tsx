import { useEffect, useRef } from 'react'
import toast from 'react-hot-toast'
import { useTranslation } from 'react-i18next'
import { errorMessage } from '../../../lib/api-error.ts'
import { useGoogleLogin } from '../api/use-google-login.ts'
import { usePublicConfig } from '../api/use-public-config.ts'
import { completeSignIn } from '../lib/complete-sign-in.ts'
import { loadGoogleIdentity } from '../lib/google-identity.ts'

/** "Continue with Google", shown only when the server has a Google client id. */
export function GoogleSignIn() {
  const { t } = useTranslation()
  const config = usePublicConfig()
  const clientId = config.data?.google_client_id
  if (!clientId) return null
  return (
    <>
      <div className="flex items-center gap-3 text-sm text-ink-muted" aria-hidden="true">
        <span className="h-px flex-1 bg-line" />
        {t('auth.or')}
        <span className="h-px flex-1 bg-line" />
      </div>
      <GoogleButton clientId={clientId} />
    </>
  )
}

function GoogleButton({ clientId }: { clientId: string }) {
  const { t, i18n } = useTranslation()
  const googleLogin = useGoogleLogin()
  const containerRef = useRef<HTMLDivElement>(null)
  // The widget keeps the first callback it is given; the ref lets it reach the current one.
  const onCredential = useRef<(credential?: string) => void>(() => undefined)

  onCredential.current = (credential) => {
    if (!credential) {
      toast.error(t('auth.google.widgetFailed'))
      return
    }
    googleLogin.mutate(
      { id_token: credential },
      {
        onSuccess: ({ access, user }) => completeSignIn(access, user, t('auth.google.success')),
        onError: (error) => toast.error(errorMessage(error, t('auth.google.failed'))),
      },
    )
  }

  const language = i18n.resolvedLanguage ?? 'en'
  useEffect(() => {
    let isCurrent = true
    loadGoogleIdentity()
      .then((google) => {
        const container = containerRef.current
        if (!isCurrent || !container) return
        google.accounts.id.initialize({
          client_id: clientId,
          callback: (response) => onCredential.current(response.credential),
        })
        container.replaceChildren()
        google.accounts.id.renderButton(container, {
          theme: 'outline',
          size: 'large',
          text: 'continue_with',
          shape: 'pill',
          width: Math.min(container.offsetWidth, 400),
          locale: language,
        })
      })
      .catch(() => {
        if (isCurrent) toast.error(t('auth.google.widgetFailed'))
      })
    return () => {
      isCurrent = false
    }
  }, [clientId, language, t])

  return <div ref={containerRef} className="flex min-h-11 justify-center" />
}
