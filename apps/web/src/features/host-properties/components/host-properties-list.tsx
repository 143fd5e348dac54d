import { House, Plus } from 'lucide-react'
import { useEffect, useState } from 'react'
import toast from 'react-hot-toast'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Button } from '../../../components/ui/button.tsx'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { EmptyState } from '../../../components/ui/empty-state.tsx'
import { FormAlert } from '../../../components/ui/form-alert.tsx'
import { ROUTES } from '../../../lib/routes.ts'
import { useHostProperties } from '../api/use-host-properties.ts'
import { HostPropertyCard } from './host-property-card.tsx'
import { PropertyModal } from './property-modal.tsx'

function CardSkeleton() {
  return (
    <div aria-hidden="true" className="card flex animate-pulse flex-col overflow-hidden sm:flex-row">
      <div className="aspect-[4/3] w-full bg-line sm:w-56" />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="h-6 w-2/3 rounded bg-line" />
        <div className="h-4 w-1/2 rounded bg-line" />
        <div className="h-4 w-1/4 rounded bg-line" />
      </div>
    </div>
  )
}

/** The host's listings with loading, error (toast and retry) and empty states. */
export function HostPropertiesList() {
  const { t } = useTranslation()
  const properties = useHostProperties()
  const [openId, setOpenId] = useState<number | null>(null)
  // The modal reads the listing from the list, so it shows each change once the list is refetched.
  const open = properties.data?.find((property) => property.property_id === openId)

  useEffect(() => {
    if (properties.isError) toast.error(t('hosting.fetchFailed'))
  }, [properties.isError, t])

  if (properties.isPending) {
    return (
      <div className="flex flex-col gap-4">
        <CardSkeleton />
        <CardSkeleton />
      </div>
    )
  }
  if (properties.isError) {
    return (
      <div className="card flex flex-col items-start gap-4 p-6">
        <FormAlert message={t('hosting.fetchFailed')} />
        <Button variant="secondary" onClick={() => void properties.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    )
  }
  if (properties.data.length === 0) {
    return (
      <EmptyState
        icon={House}
        title={t('empty.properties')}
        text={t('panel.properties.emptyText')}
        action={
          <Link to={ROUTES.newListing} className={buttonClass('primary')}>
            <Plus aria-hidden="true" className="size-4" />
            {t('panel.properties.listProperty')}
          </Link>
        }
      />
    )
  }
  return (
    <>
      <ul className="flex flex-col gap-4">
        {properties.data.map((property) => (
          <li key={property.property_id}>
            <HostPropertyCard property={property} onOpen={() => setOpenId(property.property_id)} />
          </li>
        ))}
      </ul>
      <PropertyModal property={open} onClose={() => setOpenId(null)} />
    </>
  )
}
