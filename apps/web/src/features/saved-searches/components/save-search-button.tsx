import { BellPlus } from 'lucide-react'
import { lazy, Suspense, useState, useSyncExternalStore } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Button } from '../../../components/ui/button.tsx'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { ROUTES } from '../../../lib/routes.ts'
import { readSession, subscribeSession } from '../../../lib/session-store.ts'
import { toSearchQuery, useSearchFilters } from '../../search/index.ts'
import { criteriaOf } from '../lib/criteria.ts'

// The dialog and its form code load on the first click: the home page's first load has a budget.
const SavedSearchDialog = lazy(async () => ({
  default: (await import('./saved-search-dialog.tsx')).SavedSearchDialog,
}))

const signedOut = () => false
const isSignedInNow = () => readSession().isAuthenticated

/** "Save this search" over the results: the filters in force, named, with alerts. Visitors sign in first. */
export function SaveSearchButton() {
  const { t } = useTranslation()
  const { filters } = useSearchFilters()
  const isSignedIn = useSyncExternalStore(subscribeSession, isSignedInNow, signedOut)
  const [isOpen, setOpen] = useState(false)
  const icon = <BellPlus aria-hidden="true" className="size-4" />
  if (!isSignedIn) {
    return (
      <Link to={ROUTES.login} className={buttonClass('secondary', 'md')}>
        {icon}
        {t('savedSearches.saveThis')}
      </Link>
    )
  }
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {icon}
        {t('savedSearches.saveThis')}
      </Button>
      {isOpen && (
        <Suspense fallback={null}>
          <SavedSearchDialog
            open={isOpen}
            onOpenChange={setOpen}
            criteria={criteriaOf(toSearchQuery(filters))}
          />
        </Suspense>
      )}
    </>
  )
}
