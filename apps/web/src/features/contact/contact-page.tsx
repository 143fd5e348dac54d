import { Mail, MapPin, Phone } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { buttonClass } from '../../components/ui/button-styles.ts'
import { PageIntro } from '../../components/ui/page-intro.tsx'
import { toLanguage } from '../../lib/language.ts'
import { useDocumentTitle } from '../../lib/use-document-title.ts'
import { CONTACT_DETAILS } from './contact-details.ts'

function ContactCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="card flex flex-col gap-3 p-6">
      <span className="flex size-11 items-center justify-center rounded-full bg-brand-soft text-brand">
        {icon}
      </span>
      <h2 className="text-xl font-semibold text-ink">{title}</h2>
      {children}
    </li>
  )
}

/** Phone, e-mail and office cards with a mailto link; there is no form. */
export function ContactPage() {
  const { t, i18n } = useTranslation()
  useDocumentTitle(t('contact.title'))
  const mailto = `mailto:${CONTACT_DETAILS.email}`
  return (
    <div className="page-container flex flex-col gap-12 py-12 sm:py-16">
      <PageIntro title={t('contact.title')} intro={t('contact.intro')}>
        <a href={mailto} className={buttonClass('primary', 'lg')}>
          <Mail aria-hidden="true" className="size-5" />
          {t('contact.emailCta')}
        </a>
      </PageIntro>
      <ul className="grid gap-4 md:grid-cols-3">
        <ContactCard icon={<Phone aria-hidden="true" className="size-5" />} title={t('contact.phoneTitle')}>
          <a href={CONTACT_DETAILS.phoneHref} className="text-link text-base tabular-nums">
            {CONTACT_DETAILS.phoneDisplay}
          </a>
          <p className="text-sm text-ink-muted">{t('contact.phoneHours')}</p>
        </ContactCard>
        <ContactCard icon={<Mail aria-hidden="true" className="size-5" />} title={t('contact.emailTitle')}>
          <a href={mailto} className="text-link text-base break-all">
            {CONTACT_DETAILS.email}
          </a>
          <p className="text-sm text-ink-muted">{t('contact.emailPromise')}</p>
        </ContactCard>
        <ContactCard icon={<MapPin aria-hidden="true" className="size-5" />} title={t('contact.officeTitle')}>
          <address className="text-base text-ink not-italic">
            {CONTACT_DETAILS.addressLines[toLanguage(i18n.resolvedLanguage)].map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </address>
          <p className="text-sm text-ink-muted">{t('contact.officeNote')}</p>
        </ContactCard>
      </ul>
    </div>
  )
}
