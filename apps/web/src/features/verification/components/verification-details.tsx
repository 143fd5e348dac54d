import { type TVerification, VERIFICATION_DOCUMENT_KINDS, VERIFICATION_ROLES } from '@demeure/shared'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { DocumentList } from './document-list.tsx'

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <dt className="text-sm text-ink-muted">{label}</dt>
      <dd className="break-words font-medium text-ink">{children}</dd>
    </div>
  )
}

/** What an application says and the documents sent with it (the applicant's and staff's view). */
export function VerificationDetails({ verification }: { verification: TVerification }) {
  const { t } = useTranslation()
  const role = VERIFICATION_ROLES.find((value) => value === verification.role)
  return (
    <div className="flex flex-col gap-6">
      <dl className="grid gap-4 sm:grid-cols-2">
        <Row label={t('verification.fields.full_name')}>{verification.full_name}</Row>
        <Row label={t('verification.fields.email')}>{verification.email}</Row>
        <Row label={t('verification.fields.phone')}>{verification.phone}</Row>
        <Row label={t('verification.fields.telegram_username')}>
          {verification.telegram_username ? `@${verification.telegram_username}` : '—'}
        </Row>
        <Row label={t('verification.fields.hosting_city')}>
          {verification.hosting_city}, {verification.hosting_country}
        </Row>
        <Row label={t('verification.fields.role')}>
          {role ? t(`verification.roles.${role}`) : verification.role}
        </Row>
        <div className="min-w-0 sm:col-span-2">
          <Row label={t('verification.fields.booking_urls')}>
            {verification.booking_urls.length === 0 ? (
              '—'
            ) : (
              <ul className="flex flex-col gap-1">
                {verification.booking_urls.map((url) => (
                  <li key={url} className="min-w-0 truncate">
                    {/* Links written by applicants: no referrer, no ranking credit. */}
                    <a href={url} target="_blank" rel="noopener noreferrer nofollow" className="text-link">
                      {url}
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </Row>
        </div>
      </dl>
      <div className="flex flex-col gap-4">
        {VERIFICATION_DOCUMENT_KINDS.map((kind) => {
          const count = verification.documents.filter((document) => document.kind === kind).length
          return (
            <div key={kind} className="flex flex-col gap-2">
              <h3 className="text-sm font-semibold text-ink">{t(`verification.fields.${kind}`)}</h3>
              {count === 0 ? (
                <p className="text-sm text-ink-muted">{t('verification.noDocument')}</p>
              ) : (
                <DocumentList documents={verification.documents} kind={kind} />
              )}
            </div>
          )
        })}
      </div>
    </div>
  )
}
