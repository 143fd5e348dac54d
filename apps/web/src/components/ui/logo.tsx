import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { ROUTES } from '../../lib/routes.ts'

/** The brand mark and name; a link to the home page. */
export function Logo() {
  const { t } = useTranslation()
  return (
    <Link
      to={ROUTES.home}
      aria-label={t('header.homeLink')}
      className="flex items-center gap-2 rounded-control text-xl font-bold tracking-tight text-brand"
    >
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8 shrink-0">
        <rect width="32" height="32" rx="8" className="fill-brand" />
        <path
          d="M8 15.5 16 9l8 6.5V24a1 1 0 0 1-1 1h-4.5v-5.5h-5V25H9a1 1 0 0 1-1-1z"
          className="fill-canvas"
        />
        <circle cx="22.5" cy="9.5" r="2.5" className="fill-accent" />
      </svg>
      <span>{t('common.appName')}</span>
    </Link>
  )
}
