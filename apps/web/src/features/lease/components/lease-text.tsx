import type { TLease } from '@demeure/shared'
import { useTranslation } from 'react-i18next'

/**
 * The lease's text as signed: each section in French, with its English text beside it on wide
 * screens and after it on narrow ones (French first, as the law asks).
 */
export function LeaseText({ sections }: { sections: TLease['sections'] }) {
  const { t } = useTranslation()
  return (
    <div className="flex flex-col gap-4 text-sm">
      {sections.map((section) => (
        <div key={section.id} className="grid gap-2 md:grid-cols-2 md:gap-6">
          <div lang="fr" className="flex flex-col gap-1">
            <h5 className="font-semibold text-ink">{section.fr[0]}</h5>
            {section.fr.slice(1).map((line) => (
              <p key={line} className="text-ink">
                {line}
              </p>
            ))}
          </div>
          <div lang="en" className="flex flex-col gap-1 text-muted">
            <h5 className="font-semibold">{section.en[0]}</h5>
            {section.en.slice(1).map((line) => (
              <p key={line}>{line}</p>
            ))}
          </div>
        </div>
      ))}
      <p className="text-xs text-muted">{t('lease.talNotice')}</p>
    </div>
  )
}
