import { ArrowRight, Pencil } from 'lucide-react'
import { useEffect, useState } from 'react'
import toast from 'react-hot-toast'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Button } from '../../../components/ui/button.tsx'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { FormAlert } from '../../../components/ui/form-alert.tsx'
import { ROUTES } from '../../../lib/routes.ts'
import { useProfile } from '../../account/index.ts'
import { useVerification } from '../api/use-verification.ts'
import { StatusBanner } from './status-banner.tsx'
import { VerificationDetails } from './verification-details.tsx'
import { VerificationForm } from './verification-form.tsx'

function SectionSkeleton() {
  return (
    <div aria-hidden="true" className="flex animate-pulse flex-col gap-4">
      <div className="h-28 rounded-card bg-line" />
      <div className="h-96 rounded-card bg-line" />
    </div>
  )
}

function CohostPanelLink() {
  const { t } = useTranslation()
  return (
    <Link to={ROUTES.cohostPanel} className={buttonClass('primary')}>
      {t('verification.openCohostPanel')}
      <ArrowRight aria-hidden="true" className="size-4" />
    </Link>
  )
}

/**
 * "Become a co-host": the status, then the form to send, edit or
 * resubmit the application. Once approved, the profile is fetched again so the stored user-type
 * becomes 'co-host' and the header leads to the co-host panel.
 */
export function VerificationSection() {
  const { t } = useTranslation()
  const verification = useVerification()
  const profile = useProfile()
  const [isEditing, setIsEditing] = useState(false)
  const status = verification.data?.status
  const userType = profile.data?.user_type

  useEffect(() => {
    if (verification.isError) toast.error(t('verification.statusFailed'))
  }, [verification.isError, t])

  const { refetch: refetchProfile } = profile
  useEffect(() => {
    if (status === 'approved' && userType && userType !== 'co-host') void refetchProfile()
  }, [status, userType, refetchProfile])

  // The form fills the name and e-mail from the profile when it first renders: it waits for both.
  if (verification.isPending || profile.isPending) return <SectionSkeleton />
  if (verification.isError) {
    return (
      <div className="card flex flex-col items-start gap-4 p-6">
        <FormAlert message={t('verification.statusFailed')} />
        <Button variant="secondary" onClick={() => void verification.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    )
  }
  const current = verification.data

  // Hosts approved before this form existed have no application on file.
  if (current.status === 'not_submitted' && userType === 'co-host') {
    return (
      <StatusBanner verification={{ ...current, status: 'approved' }}>
        <CohostPanelLink />
      </StatusBanner>
    )
  }
  if (current.status === 'approved') {
    return (
      <div className="flex flex-col gap-6">
        <StatusBanner verification={current}>
          <CohostPanelLink />
        </StatusBanner>
        <section className="card p-5 sm:p-8" aria-labelledby="verification-sent">
          <h2 id="verification-sent" className="mb-5 text-xl font-semibold text-ink">
            {t('verification.sentTitle')}
          </h2>
          <VerificationDetails verification={current} />
        </section>
      </div>
    )
  }
  if (current.status === 'pending' && !isEditing) {
    return (
      <div className="flex flex-col gap-6">
        <StatusBanner verification={current}>
          <Button variant="secondary" onClick={() => setIsEditing(true)}>
            <Pencil aria-hidden="true" className="size-4" />
            {t('verification.edit')}
          </Button>
        </StatusBanner>
        <section className="card p-5 sm:p-8" aria-labelledby="verification-sent">
          <h2 id="verification-sent" className="mb-5 text-xl font-semibold text-ink">
            {t('verification.sentTitle')}
          </h2>
          <VerificationDetails verification={current} />
        </section>
      </div>
    )
  }
  return (
    <div className="flex flex-col gap-6">
      <StatusBanner verification={current} />
      <VerificationForm
        // A fresh form for each state of the application, so its values follow what was saved.
        key={`${current.status}-${current.submitted_at ?? 'new'}`}
        verification={current}
        user={profile.data}
        onDone={() => setIsEditing(false)}
        onCancel={current.status === 'pending' ? () => setIsEditing(false) : undefined}
      />
    </div>
  )
}
