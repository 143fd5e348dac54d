import { MAX_STAY_MONTHS, MIN_STAY_MONTHS } from '@demeure/shared'
import { CalendarClock, HandCoins, Receipt } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { buttonClass } from '../../components/ui/button-styles.ts'
import { PageIntro } from '../../components/ui/page-intro.tsx'
import { formatUsd } from '../../lib/format-money.ts'
import { toLanguage } from '../../lib/language.ts'
import { ROUTES } from '../../lib/routes.ts'
import { useDocumentTitle } from '../../lib/use-document-title.ts'
import { feeExample } from './fee-example.ts'

const POINTS = [
  { icon: Receipt, title: 'fees.point1Title', text: 'fees.point1Text' },
  { icon: CalendarClock, title: 'fees.point2Title', text: 'fees.point2Text' },
  { icon: HandCoins, title: 'fees.point3Title', text: 'fees.point3Text' },
] as const

/** /fees: the 12% service fee explained, with a worked example. */
export function FeesPage() {
  const { t, i18n } = useTranslation()
  useDocumentTitle(t('fees.title'))
  const money = (amount: string) => formatUsd(amount, toLanguage(i18n.resolvedLanguage))
  const example = feeExample()
  const values = { percent: example.percent, min: MIN_STAY_MONTHS, max: MAX_STAY_MONTHS }
  return (
    <div className="page-container flex flex-col gap-12 py-12 sm:py-16">
      <PageIntro
        eyebrow={t('fees.eyebrow')}
        title={t('fees.title')}
        intro={t('fees.intro', { percent: example.percent })}
      />

      <ul className="grid gap-4 md:grid-cols-3">
        {POINTS.map(({ icon: Icon, title, text }) => (
          <li key={title} className="card flex flex-col gap-3 p-6">
            <span className="flex size-11 items-center justify-center rounded-full bg-brand-soft text-brand">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <h2 className="text-xl font-semibold text-ink">{t(title, values)}</h2>
            <p className="text-ink-muted">{t(text, values)}</p>
          </li>
        ))}
      </ul>

      <section aria-labelledby="fees-example" className="card p-6 sm:p-8">
        <h2 id="fees-example" className="text-3xl font-bold tracking-tight text-ink">
          {t('fees.exampleTitle')}
        </h2>
        <p className="mt-2 max-w-2xl text-ink-muted">
          {t('fees.exampleIntro', { rent: money(example.rent), months: example.months })}
        </p>
        <dl className="mt-6 flex max-w-xl flex-col gap-3 text-base">
          <div className="flex justify-between gap-4">
            <dt className="text-ink-muted">{t('fees.exampleFirstMonth')}</dt>
            <dd className="tabular-nums">{money(example.rent)}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-ink-muted">{t('fees.exampleFee', { percent: example.percent })}</dt>
            <dd className="tabular-nums">{money(example.fee)}</dd>
          </div>
          <div className="flex justify-between gap-4 border-t border-line pt-3 font-semibold text-ink">
            <dt>{t('fees.exampleDueNow')}</dt>
            <dd className="text-accent tabular-nums">{money(example.dueNow)}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-ink-muted">
              {t('fees.exampleLater', { count: example.laterMonths, rent: money(example.rent) })}
            </dt>
            <dd className="tabular-nums">{t('fees.exampleNoFee')}</dd>
          </div>
          <div className="flex justify-between gap-4 border-t border-line pt-3 font-semibold text-ink">
            <dt>{t('fees.exampleTotal', { months: example.months })}</dt>
            <dd className="tabular-nums">{money(example.total)}</dd>
          </div>
        </dl>
        <p className="mt-6 max-w-2xl text-sm text-ink-muted">{t('fees.exampleNote')}</p>
      </section>

      <div className="flex flex-wrap gap-3">
        <Link to={ROUTES.home} className={buttonClass('primary', 'lg')}>
          {t('listings.browse')}
        </Link>
        <Link to={ROUTES.faq} className={buttonClass('secondary', 'lg')}>
          {t('faq.title')}
        </Link>
      </div>
    </div>
  )
}
