import { ArrowLeft, Sparkles } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Button } from '../../components/ui/button.tsx'
import { Logo } from '../../components/ui/logo.tsx'
import { ROUTES } from '../../lib/routes.ts'
import { useDocumentTitle } from '../../lib/use-document-title.ts'
import { useAuthDialogs, useSession } from '../auth/index.ts'

/** /ai-chat has no header or footer (spec §2): its own bar with a way back. */
export function AiChatPage() {
  const { t } = useTranslation()
  const session = useSession()
  const dialogs = useAuthDialogs()
  useDocumentTitle(t('chat.title'))
  return (
    <div className="flex min-h-dvh flex-col">
      <div className="border-b border-line bg-surface">
        <div className="page-container flex h-(--header-height) items-center justify-between gap-3">
          <Link
            to={ROUTES.home}
            className="inline-flex h-11 items-center gap-2 rounded-control text-sm font-semibold text-ink-muted hover:text-ink"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t('common.back')}
          </Link>
          <Logo />
        </div>
      </div>
      <div className="page-container flex flex-1 flex-col items-center justify-center py-12 text-center">
        <span className="mb-6 flex size-16 items-center justify-center rounded-full bg-brand-soft text-brand">
          <Sparkles aria-hidden="true" className="size-8" />
        </span>
        <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-5xl">{t('chat.title')}</h1>
        <p className="mt-4 max-w-xl text-ink-muted sm:text-xl">{t('chat.intro')}</p>
        {!session.isSignedIn && (
          <div className="card mt-10 flex w-full max-w-md flex-col gap-4 p-6">
            <p className="font-medium text-ink">{t('chat.loginRequired')}</p>
            <div className="grid gap-3 sm:grid-cols-2">
              <Button onClick={() => dialogs.openLogin()}>{t('header.login')}</Button>
              <Button variant="secondary" onClick={dialogs.openSignup}>
                {t('header.signup')}
              </Button>
            </div>
          </div>
        )}
      </div>
    </div>
  )
}
