import { ExternalLink } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Button } from '../../../components/ui/button.tsx'
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx'
import { Dialog } from '../../../components/ui/dialog.tsx'
import { toLanguage } from '../../../lib/language.ts'
import { ROUTES } from '../../../lib/routes.ts'

/** Quebec's housing tribunal and human-rights commission, in the reader's language. */
const OFFICIAL_LINKS = {
  tenancyLaw: { en: 'https://www.tal.gouv.qc.ca/en', fr: 'https://www.tal.gouv.qc.ca/fr' },
  antiDiscrimination: { en: 'https://www.cdpdj.qc.ca/en', fr: 'https://www.cdpdj.qc.ca/fr' },
} as const

type TTermsDialogProps = { open: boolean; onCancel: () => void; onConfirm: () => void }

/**
 * Shown after a valid submit: three links and an agree box. Confirm stays disabled
 * until the box is ticked; cancel (or closing) clears the agreement.
 */
export function TermsDialog({ open, onCancel, onConfirm }: TTermsDialogProps) {
  const { t, i18n } = useTranslation()
  const language = toLanguage(i18n.resolvedLanguage)
  const [hasAgreed, setHasAgreed] = useState(false)

  function cancel() {
    setHasAgreed(false)
    onCancel()
  }

  const linkClass = 'text-link inline-flex items-center gap-1'
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && cancel()}
      title={t('listingForm.terms.title')}
      description={t('listingForm.terms.intro')}
    >
      <div className="flex flex-col gap-5">
        <ul className="flex flex-col gap-3 text-sm">
          <li className="flex flex-col gap-0.5">
            <Link to={ROUTES.hostGuide} target="_blank" className={linkClass}>
              {t('listingForm.terms.websiteRules')}
              <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
            </Link>
            <span className="text-ink-muted">{t('listingForm.terms.websiteRulesText')}</span>
          </li>
          <li className="flex flex-col gap-0.5">
            <a
              href={OFFICIAL_LINKS.tenancyLaw[language]}
              target="_blank"
              rel="noopener noreferrer"
              className={linkClass}
            >
              {t('listingForm.terms.tenancyLaw')}
              <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
            </a>
            <span className="text-ink-muted">{t('listingForm.terms.tenancyLawText')}</span>
          </li>
          <li className="flex flex-col gap-0.5">
            <a
              href={OFFICIAL_LINKS.antiDiscrimination[language]}
              target="_blank"
              rel="noopener noreferrer"
              className={linkClass}
            >
              {t('listingForm.terms.antiDiscrimination')}
              <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
            </a>
            <span className="text-ink-muted">{t('listingForm.terms.antiDiscriminationText')}</span>
          </li>
        </ul>
        <CheckboxField
          label={t('listingForm.terms.agree')}
          checked={hasAgreed}
          onChange={(event) => setHasAgreed(event.target.checked)}
          className="rounded-control bg-canvas px-3"
        />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={cancel}>
            {t('common.cancel')}
          </Button>
          <Button
            disabled={!hasAgreed}
            onClick={() => {
              setHasAgreed(false)
              onConfirm()
            }}
          >
            {t('listingForm.terms.confirm')}
          </Button>
        </div>
      </div>
    </Dialog>
  )
}
