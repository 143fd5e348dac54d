import { ArrowLeft } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Logo } from '../../../components/ui/logo.tsx'
import { ROUTES } from '../../../lib/routes.ts'
import { AuthCard } from '../components/auth-card.tsx'

type TAuthPageShellProps = { title: string; subtitle: string; children: ReactNode }

/** /login and /signup have no header or footer: the logo and a way home instead. */
export function AuthPageShell({ title, subtitle, children }: TAuthPageShellProps) {
  const { t } = useTranslation()
  return (
    <div className="flex min-h-dvh flex-col items-center gap-8 px-4 py-10 sm:justify-center">
      <Logo />
      <AuthCard title={title} subtitle={subtitle}>
        {children}
      </AuthCard>
      <Link
        to={ROUTES.home}
        className="inline-flex items-center gap-2 text-sm font-medium text-ink-muted hover:text-ink"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('common.backHome')}
      </Link>
    </div>
  )
}
