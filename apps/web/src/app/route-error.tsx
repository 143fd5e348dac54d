import { TriangleExclamationPoint } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Button } from '../components/ui/button.tsx'
import { buttonClass } from '../components/ui/button-styles.ts'
import { ROUTES } from '../lib/routes.ts'

/** Shown when a page crashes or its code cannot be loaded (e.g. after a deployment). */
export function RouteError() {
  const { t } = useTranslation()
  return (
    <div className="flex min-h-dvh items-center justify-center px-4">
      <div className="card flex max-w-md flex-col items-center p-8 text-center">
        <span className="mb-4 flex size-14 items-center justify-center rounded-full bg-warning-soft text-warning">
          <TriangleExclamationPoint aria-hidden="true" className="size-7" />
        </span>
        <h1 className="text-xl font-semibold">{t('errors.pageTitle')}</h1>
        <p className="mt-2 text-ink-muted">{t('errors.pageText')}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Button onClick={() => window.location.reload()}>{t('errors.reload')}</Button>
          <Link to={ROUTES.home} reloadDocument className={buttonClass('secondary')}>
            {t('common.backHome')}
          </Link>
        </div>
      </div>
    </div>
  )
}
