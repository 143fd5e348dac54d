import { searchPagePathOf, type TSavedSearch } from '@demeure/shared'
import { BellOff, Search } from 'lucide-react'
import { useState } from 'react'
import toast from 'react-hot-toast'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Button } from '../../components/ui/button.tsx'
import { buttonClass } from '../../components/ui/button-styles.ts'
import { EmptyState } from '../../components/ui/empty-state.tsx'
import { LoadError } from '../../components/ui/load-error.tsx'
import { PanelPage } from '../../components/ui/panel-page.tsx'
import { errorMessage } from '../../lib/api-error.ts'
import { ROUTES } from '../../lib/routes.ts'
import { useDeleteSavedSearch } from './api/use-delete-saved-search.ts'
import { useSavedSearches } from './api/use-saved-searches.ts'
import { useUpdateSavedSearch } from './api/use-update-saved-search.ts'
import { SavedSearchDialog } from './components/saved-search-dialog.tsx'

/** The user panel's "Saved searches": each named search, how often it alerts, to open, edit or delete. */
export function SavedSearchesTab() {
  const { t } = useTranslation()
  return (
    <PanelPage title={t('panel.nav.savedSearches')} intro={t('savedSearches.intro')}>
      <SavedSearchList />
    </PanelPage>
  )
}

function SavedSearchList() {
  const { t } = useTranslation()
  const searches = useSavedSearches()
  if (searches.isPending) {
    return (
      <span className="text-ink-muted" role="status">
        {t('common.loading')}
      </span>
    )
  }
  if (searches.isError) {
    return (
      <LoadError
        message={t('savedSearches.fetchFailed')}
        onRetry={() => void searches.refetch()}
        error={searches.error}
      />
    )
  }
  if (searches.data.length === 0) {
    return (
      <EmptyState
        icon={Search}
        title={t('savedSearches.empty')}
        text={t('savedSearches.emptyText')}
        action={
          <Link to={ROUTES.home} className={buttonClass('primary')}>
            {t('favourites.browse')}
          </Link>
        }
      />
    )
  }
  return (
    <ul className="flex flex-col gap-4">
      {searches.data.map((search) => (
        <SavedSearchRow key={search.id} search={search} />
      ))}
    </ul>
  )
}

function SavedSearchRow({ search }: { search: TSavedSearch }) {
  const { t } = useTranslation()
  const [isEditing, setEditing] = useState(false)
  const update = useUpdateSavedSearch()
  const remove = useDeleteSavedSearch()
  const fail = (error: unknown) => toast.error(errorMessage(error, t('savedSearches.failed')))
  return (
    <li className="card flex flex-col gap-3 p-5 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 flex-col gap-1">
        <h2 className="truncate text-lg font-semibold text-ink">{search.name}</h2>
        <p className="text-sm text-ink-muted">
          {search.alerts ? (
            t(`savedSearches.frequencies.${search.frequency}`)
          ) : (
            <span className="inline-flex items-center gap-1">
              <BellOff aria-hidden="true" className="size-4" />
              {t('savedSearches.alertsOff')}
            </span>
          )}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Link to={searchPagePathOf(search.criteria)} className={buttonClass('primary', 'sm')}>
          {t('savedSearches.open')}
        </Link>
        <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
          {t('savedSearches.edit')}
        </Button>
        {!search.alerts && (
          <Button
            variant="secondary"
            size="sm"
            isBusy={update.isPending}
            onClick={() => update.mutate({ id: search.id, alerts: true }, { onError: fail })}
          >
            {t('savedSearches.alertsOn')}
          </Button>
        )}
        <Button
          variant="secondary"
          size="sm"
          isBusy={remove.isPending}
          aria-label={t('savedSearches.deleteNamed', { name: search.name })}
          onClick={() => remove.mutate(search.id, { onError: fail })}
        >
          {t('savedSearches.delete')}
        </Button>
      </div>
      <SavedSearchDialog open={isEditing} onOpenChange={setEditing} search={search} />
    </li>
  )
}
