import { formatDisplayDate, type TPropertyDetail } from '@demeure/shared'
import { BadgeCheck } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Avatar } from '../../../components/ui/avatar.tsx'

/** Hosted by: the host's name and photo, how long they have been a member, and verification. */
export function HostCard({ host }: { host: TPropertyDetail['host'] }) {
  const { t } = useTranslation()
  const name = `${host.first_name} ${host.last_name}`.trim()
  return (
    <div className="flex items-center gap-4">
      <Avatar name={name} imageUrl={host.profile_picture_url} className="size-14 text-xl" />
      <div className="min-w-0">
        <h2 className="text-xl font-semibold text-ink">{t('houses.hostedBy', { name })}</h2>
        <p className="text-sm text-ink-muted">
          {t('houses.memberSince', { date: formatDisplayDate(host.member_since) })}
        </p>
        {host.is_verified && (
          <p className="mt-1 inline-flex items-center gap-1 text-sm font-semibold text-success">
            <BadgeCheck aria-hidden="true" className="size-4" />
            {t('houses.verifiedHost')}
          </p>
        )}
      </div>
    </div>
  )
}
