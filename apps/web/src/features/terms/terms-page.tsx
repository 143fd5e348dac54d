import { useState } from 'react'
import { Link } from 'react-router'
import { Button } from '../../components/ui/button.tsx'
import { PageIntro } from '../../components/ui/page-intro.tsx'
import { ROUTES } from '../../lib/routes.ts'
import { useDocumentTitle } from '../../lib/use-document-title.ts'
import { FIRST_TERMS_VERSION, TERMS, type TTermsVersion } from './terms-text.ts'

const OTHER: Record<TTermsVersion, TTermsVersion> = { fr: 'en', en: 'fr' }

/**
 * /terms: the terms of use, a contract of adhesion, so shown in French first whatever the interface
 * language (Charter of the French language, s. 55); one control shows the English translation and
 * back. The text carries its own `lang` so screen readers read each version in its language.
 */
export function TermsPage() {
  const [version, setVersion] = useState<TTermsVersion>(FIRST_TERMS_VERSION)
  const terms = TERMS[version]
  const other = OTHER[version]
  useDocumentTitle(terms.title)
  return (
    <article lang={version} className="page-container flex max-w-3xl flex-col gap-10 py-12 sm:py-16">
      <PageIntro title={terms.title} intro={terms.intro} />
      <div className="card flex flex-col items-start gap-3 p-5 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-ink-muted" data-testid="terms-version">
          {terms.versionNote}
        </p>
        <Button variant="secondary" lang={other} onClick={() => setVersion(other)}>
          {terms.switchTo}
        </Button>
      </div>
      {terms.sections.map((section, index) => (
        <section key={section.id} aria-labelledby={`terms-${section.id}`} className="flex flex-col gap-3">
          <h2 id={`terms-${section.id}`} className="text-2xl font-semibold text-ink">
            {index + 1}. {section.title}
          </h2>
          {section.points.map((point) => (
            <p key={point} className="text-ink">
              {point}
            </p>
          ))}
          {section.id === 'privacy' && (
            <p>
              <Link to={ROUTES.privacy} className="font-semibold text-brand hover:underline">
                {terms.privacyLink}
              </Link>
            </p>
          )}
        </section>
      ))}
      <p className="text-sm text-ink-muted">{terms.updated}</p>
    </article>
  )
}
