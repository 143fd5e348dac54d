import { MAX_LISTING_RULES, MAX_STAY_MONTHS, MIN_STAY_MONTHS } from '@demeure/shared'
import { useTranslation } from 'react-i18next'
import { PageIntro } from '../../components/ui/page-intro.tsx'
import { useDocumentTitle } from '../../lib/use-document-title.ts'
import { HostingCta } from './hosting-cta.tsx'

const CHAPTERS = [
  { title: 'hostGuide.verifyTitle', points: ['hostGuide.verify1', 'hostGuide.verify2', 'hostGuide.verify3'] },
  {
    title: 'hostGuide.listingTitle',
    points: ['hostGuide.listing1', 'hostGuide.listing2', 'hostGuide.listing3'],
  },
  { title: 'hostGuide.mediaTitle', points: ['hostGuide.media1', 'hostGuide.media2', 'hostGuide.media3'] },
  { title: 'hostGuide.datesTitle', points: ['hostGuide.dates1', 'hostGuide.dates2'] },
  { title: 'hostGuide.rulesTitle', points: ['hostGuide.rules1', 'hostGuide.rules2'] },
] as const

/** /host-guide: how to get verified, list well and keep the calendar right. */
export function HostGuidePage() {
  const { t } = useTranslation()
  useDocumentTitle(t('hostGuide.title'))
  const values = { maxRules: MAX_LISTING_RULES, min: MIN_STAY_MONTHS, max: MAX_STAY_MONTHS }
  return (
    <div className="page-container flex flex-col gap-10 py-12 sm:py-16">
      <PageIntro eyebrow={t('hosting.eyebrow')} title={t('hostGuide.title')} intro={t('hostGuide.intro')}>
        <HostingCta />
      </PageIntro>
      <ol className="flex max-w-3xl flex-col gap-4">
        {CHAPTERS.map((chapter, index) => (
          <li key={chapter.title} className="card p-6">
            <h2 className="flex items-center gap-3 text-xl font-semibold text-ink">
              <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand text-sm text-white tabular-nums">
                {index + 1}
              </span>
              {t(chapter.title)}
            </h2>
            <ul className="mt-4 flex list-disc flex-col gap-2 pl-12 text-ink-muted">
              {chapter.points.map((point) => (
                <li key={point}>{t(point, values)}</li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </div>
  )
}
