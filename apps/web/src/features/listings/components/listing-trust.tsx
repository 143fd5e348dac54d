import type { TListingTrust } from '@demeure/shared'
import { formatDisplayDate } from '@demeure/shared/zod-free'
import { BadgeCheck, CircleDashed, type LucideIcon, ShieldCheck } from 'lucide-react'
import { useTranslation } from 'react-i18next'

type TCheck = { key: string; isDone: boolean; text: string }

/** One line of what was checked: a green tick when done, a plain outline when not. */
function CheckLine({ isDone, text }: Omit<TCheck, 'key'>) {
  const Icon: LucideIcon = isDone ? BadgeCheck : CircleDashed
  return (
    <li className="flex items-start gap-3">
      <Icon
        aria-hidden="true"
        className={isDone ? 'mt-0.5 size-5 shrink-0 text-success' : 'mt-0.5 size-5 shrink-0 text-ink-muted'}
      />
      <span className={isDone ? 'text-ink' : 'text-ink-muted'}>{text}</span>
    </li>
  )
}

/**
 * What Demeure checked about this listing and its host, with dates, and what it protects (the
 * payment held until after move-in): dates and yes/no only, never the documents.
 */
export function ListingTrust({ trust }: { trust: TListingTrust }) {
  const { t } = useTranslation()
  const date = (day: string) => formatDisplayDate(day)
  const checks: TCheck[] = [
    {
      key: 'identity',
      isDone: trust.host_identity_verified_on !== null,
      text: trust.host_identity_verified_on
        ? t('listings.trust.identityVerified', { date: date(trust.host_identity_verified_on) })
        : t('listings.trust.identityNotVerified'),
    },
    {
      key: 'ownership',
      isDone: trust.ownership_video_reviewed,
      text: t(
        trust.ownership_video_reviewed
          ? 'listings.trust.ownershipReviewed'
          : 'listings.trust.ownershipNotReviewed',
      ),
    },
    {
      key: 'staff',
      isDone: trust.staff_approved_on !== null,
      text: trust.staff_approved_on
        ? t('listings.trust.staffApproved', { date: date(trust.staff_approved_on) })
        : t('listings.trust.staffNotApproved'),
    },
  ]
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <ul className="flex flex-col gap-3">
        {checks.map(({ key, ...check }) => (
          <CheckLine key={key} {...check} />
        ))}
      </ul>
      <section aria-labelledby="house-protects" className="rounded-card bg-brand-soft p-4">
        <h3 id="house-protects" className="flex items-center gap-2 font-semibold text-ink">
          <ShieldCheck aria-hidden="true" className="size-5 text-brand" />
          {t('listings.trust.protectsTitle')}
        </h3>
        <p className="mt-2 text-ink">
          {t('listings.trust.paymentHeld', { hours: trust.payment_held_hours })}
        </p>
        <p className="mt-2 text-sm text-ink-muted">{t('listings.trust.payOnPlatform')}</p>
      </section>
    </div>
  )
}
