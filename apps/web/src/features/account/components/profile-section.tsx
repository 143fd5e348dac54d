import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button.tsx'
import { FormAlert } from '../../../components/ui/form-alert.tsx'
import { PageSpinner } from '../../../components/ui/spinner.tsx'
import { errorMessage } from '../../../lib/api-error.ts'
import { useProfile } from '../api/use-profile.ts'
import { ProfileForm } from './profile-form.tsx'

/** The profile form once the profile is loaded, with loading and retry states. */
export function ProfileSection() {
  const { t } = useTranslation()
  const profile = useProfile()
  if (profile.isPending) return <PageSpinner />
  if (profile.isError) {
    return (
      <div className="card flex flex-col items-start gap-4 p-6">
        <FormAlert message={errorMessage(profile.error, t('profile.loadFailed'))} />
        <Button variant="secondary" onClick={() => void profile.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    )
  }
  // Keyed by user so that the form's defaults follow a newly loaded profile.
  return <ProfileForm key={profile.data.id} user={profile.data} />
}
