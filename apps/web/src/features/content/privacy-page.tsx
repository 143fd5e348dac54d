import { useTranslation } from 'react-i18next'
import { PageIntro } from '../../components/ui/page-intro.tsx'
import { useDocumentTitle } from '../../lib/use-document-title.ts'
import { usePrivacyOfficer } from './api/use-privacy-officer.ts'

/** The sections after "who is in charge", in order, with how many points each has in the catalogues. */
const SECTIONS = [
  { id: 'collected', points: 4 },
  { id: 'whoSees', points: 3 },
  { id: 'documents', points: 3 },
  { id: 'retention', points: 4 },
  { id: 'rights', points: 4 },
  { id: 'complaints', points: 2 },
] as const

const POINT_KEYS = ['p1', 'p2', 'p3', 'p4'] as const
/** For the type only: every section has p1 and p2, and the further points counted in SECTIONS exist too. */
type TPointKey = `privacyPage.${(typeof SECTIONS)[number]['id']}.${'p1' | 'p2'}`

/** The fallback while the address loads, and if it cannot: the default of PRIVACY_OFFICER_EMAIL. */
const DEFAULT_OFFICER_EMAIL = 'privacy@demeure.ca'

/**
 * /privacy: how Demeure handles personal information under Québec's private-sector privacy act
 * (as amended by Law 25): who is in charge, what is collected and why, who sees what, how long it
 * is kept, the person's rights and where to complain.
 */
export function PrivacyPage() {
  const { t } = useTranslation()
  useDocumentTitle(t('privacyPage.title'))
  const officer = usePrivacyOfficer()
  const email = officer.data?.email ?? DEFAULT_OFFICER_EMAIL
  return (
    <div className="page-container flex max-w-3xl flex-col gap-10 py-12 sm:py-16">
      <PageIntro
        eyebrow={t('privacyPage.eyebrow')}
        title={t('privacyPage.title')}
        intro={t('privacyPage.intro')}
      />
      <section aria-labelledby="privacy-officer" className="card flex flex-col gap-2 p-6">
        <h2 id="privacy-officer" className="text-xl font-semibold text-ink">
          {t('privacyPage.officerTitle')}
        </h2>
        <p className="text-ink">{t('privacyPage.officerText')}</p>
        <p>
          <a href={`mailto:${email}`} className="font-semibold text-brand hover:underline">
            {email}
          </a>
        </p>
      </section>
      {SECTIONS.map(({ id, points }) => (
        <section key={id} aria-labelledby={`privacy-${id}`} className="flex flex-col gap-3">
          <h2 id={`privacy-${id}`} className="text-2xl font-semibold text-ink">
            {t(`privacyPage.${id}.title`)}
          </h2>
          <ul className="flex list-disc flex-col gap-2 pl-5 text-ink">
            {POINT_KEYS.slice(0, points).map((point) => (
              <li key={point}>{t(`privacyPage.${id}.${point}` as TPointKey)}</li>
            ))}
          </ul>
        </section>
      ))}
      <p className="text-sm text-ink-muted">{t('privacyPage.updated')}</p>
    </div>
  )
}
