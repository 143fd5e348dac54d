import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Logo } from '../../components/ui/logo.tsx'
import { ROUTES } from '../../lib/routes.ts'

type TFooterLink = { label: string; to: string }

function FooterSection({ title, links }: { title: string; links: TFooterLink[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="text-sm font-semibold text-ink">{title}</h2>
      <ul className="mt-3 flex flex-col gap-2">
        {links.map((link) => (
          <li key={link.label}>
            <Link to={link.to} className="rounded-sm text-sm text-ink-muted hover:text-brand hover:underline">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/**
 * Support, hosting and about sections. The spec gives FAQs, list your property and host
 * guide no target; each has its own page here.
 */
export function SiteFooter() {
  const { t } = useTranslation()
  return (
    <footer className="mt-16 border-t border-line bg-surface">
      <div className="page-container grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr]">
        <div className="flex flex-col items-start gap-3">
          <Logo />
          <p className="max-w-xs text-sm text-ink-muted">{t('footer.tagline')}</p>
        </div>
        <FooterSection
          title={t('footer.support')}
          links={[
            { label: t('footer.contact'), to: ROUTES.contact },
            { label: t('footer.faqs'), to: ROUTES.faq },
            { label: t('fees.navLabel'), to: ROUTES.fees },
            { label: t('privacyPage.navLabel'), to: ROUTES.privacy },
            { label: t('termsPage.navLabel'), to: ROUTES.terms },
          ]}
        />
        <FooterSection
          title={t('footer.hosting')}
          links={[
            { label: t('footer.listProperty'), to: ROUTES.listYourProperty },
            { label: t('footer.hostGuide'), to: ROUTES.hostGuide },
          ]}
        />
        <FooterSection
          title={t('footer.about')}
          links={[
            { label: t('footer.aboutUs'), to: ROUTES.about },
            { label: t('nav.explore'), to: ROUTES.explore },
            { label: t('nav.map'), to: ROUTES.map },
            { label: t('footer.blog'), to: ROUTES.blogs },
          ]}
        />
      </div>
      <div className="border-t border-line">
        <div className="page-container flex flex-col gap-1 py-6 text-sm text-ink-muted sm:flex-row sm:justify-between">
          <p>{t('footer.rights', { year: new Date().getFullYear() })}</p>
          <p>{t('footer.pricesNote')}</p>
        </div>
      </div>
    </footer>
  )
}
