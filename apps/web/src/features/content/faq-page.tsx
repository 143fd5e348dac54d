import { ChevronDown } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { buttonClass } from '../../components/ui/button-styles.ts'
import { PageIntro } from '../../components/ui/page-intro.tsx'
import { ROUTES } from '../../lib/routes.ts'
import { useDocumentTitle } from '../../lib/use-document-title.ts'

const QUESTIONS = [
  { question: 'faq.q1', answer: 'faq.a1' },
  { question: 'faq.q2', answer: 'faq.a2' },
  { question: 'faq.q3', answer: 'faq.a3' },
  { question: 'faq.q4', answer: 'faq.a4' },
  { question: 'faq.q5', answer: 'faq.a5' },
  { question: 'faq.q6', answer: 'faq.a6' },
  { question: 'faq.q7', answer: 'faq.a7' },
  { question: 'faq.q8', answer: 'faq.a8' },
] as const

/** /faq: the questions renters ask most, each opening in place. */
export function FaqPage() {
  const { t } = useTranslation()
  useDocumentTitle(t('faq.title'))
  return (
    <div className="page-container flex flex-col gap-10 py-12 sm:py-16">
      <PageIntro title={t('faq.title')} intro={t('faq.intro')} />
      <ul className="flex max-w-3xl flex-col gap-3">
        {QUESTIONS.map(({ question, answer }) => (
          <li key={question}>
            <details className="card group p-0 open:shadow-raised">
              <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 px-5 py-3 font-semibold text-ink [&::-webkit-details-marker]:hidden">
                {t(question)}
                <ChevronDown
                  aria-hidden="true"
                  className="size-5 shrink-0 text-ink-muted transition-transform group-open:rotate-180"
                />
              </summary>
              <p className="px-5 pb-5 text-ink-muted">{t(answer)}</p>
            </details>
          </li>
        ))}
      </ul>
      <div className="card flex max-w-3xl flex-col items-start gap-3 p-6">
        <h2 className="text-xl font-semibold text-ink">{t('faq.moreTitle')}</h2>
        <p className="text-ink-muted">{t('faq.moreText')}</p>
        <div className="flex flex-wrap gap-3">
          <Link to={ROUTES.contact} className={buttonClass('primary')}>
            {t('contact.title')}
          </Link>
          <Link to={ROUTES.fees} className={buttonClass('secondary')}>
            {t('fees.navLabel')}
          </Link>
        </div>
      </div>
    </div>
  )
}
