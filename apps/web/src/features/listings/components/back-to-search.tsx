import { ArrowLeft } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { ROUTES } from '../../../lib/routes.ts'

const linkClass = 'text-link mb-4 inline-flex items-center gap-1 text-sm'

/**
 * Back to the search the visitor came from, with its filters, when the app brought them here;
 * else (a shared link, the server's first screen) a link to the home page.
 */
export function BackToSearch({ canGoBack }: { canGoBack: boolean }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  if (canGoBack) {
    return (
      <button type="button" onClick={() => void navigate(-1)} className={linkClass}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('listings.back')}
      </button>
    )
  }
  return (
    <Link to={ROUTES.home} className={linkClass}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('listings.browse')}
    </Link>
  )
}
