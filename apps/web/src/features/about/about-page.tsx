import * as Tabs from '@radix-ui/react-tabs'
import { CalendarDays, Languages, Receipt, ShieldCheck } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { PageIntro } from '../../components/ui/page-intro.tsx'
import { useDocumentTitle } from '../../lib/use-document-title.ts'

const HIGHLIGHTS = [
  { icon: ShieldCheck, title: 'about.highlight1Title', text: 'about.highlight1Text' },
  { icon: CalendarDays, title: 'about.highlight2Title', text: 'about.highlight2Text' },
  { icon: Receipt, title: 'about.highlight3Title', text: 'about.highlight3Text' },
  { icon: Languages, title: 'about.highlight4Title', text: 'about.highlight4Text' },
] as const

const VALUES = [
  { title: 'about.value1Title', text: 'about.value1Text' },
  { title: 'about.value2Title', text: 'about.value2Text' },
  { title: 'about.value3Title', text: 'about.value3Text' },
] as const

const tabClass =
  'h-11 shrink-0 rounded-full px-5 text-sm font-semibold text-ink-muted transition-colors hover:text-ink ' +
  'data-[state=active]:bg-brand data-[state=active]:text-white'

/** Hero, four highlights, and the story / mission / values tabs. */
export function AboutPage() {
  const { t } = useTranslation()
  useDocumentTitle(t('about.title'))
  return (
    <div className="page-container flex flex-col gap-14 py-12 sm:gap-20 sm:py-16">
      <PageIntro eyebrow={t('nav.about')} title={t('about.title')} intro={t('about.intro')} />

      <section aria-labelledby="about-highlights">
        <h2 id="about-highlights" className="sr-only">
          {t('about.highlightsTitle')}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {HIGHLIGHTS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="card flex flex-col gap-3 p-6">
              <span className="flex size-11 items-center justify-center rounded-full bg-brand-soft text-brand">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <h3 className="text-base font-semibold text-ink">{t(title)}</h3>
              <p className="text-sm text-ink-muted">{t(text)}</p>
            </li>
          ))}
        </ul>
      </section>

      <Tabs.Root defaultValue="story" className="card p-5 sm:p-8">
        <Tabs.List
          aria-label={t('about.tabsLabel')}
          className="flex gap-2 overflow-x-auto rounded-full bg-canvas p-1 sm:w-fit"
        >
          <Tabs.Trigger value="story" className={tabClass}>
            {t('about.storyTab')}
          </Tabs.Trigger>
          <Tabs.Trigger value="mission" className={tabClass}>
            {t('about.missionTab')}
          </Tabs.Trigger>
          <Tabs.Trigger value="values" className={tabClass}>
            {t('about.valuesTab')}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="story" className="mt-6 flex max-w-3xl flex-col gap-4 text-ink-muted">
          <p>{t('about.storyText1')}</p>
          <p>{t('about.storyText2')}</p>
        </Tabs.Content>
        <Tabs.Content value="mission" className="mt-6 flex max-w-3xl flex-col gap-4 text-ink-muted">
          <p>{t('about.missionText1')}</p>
          <p>{t('about.missionText2')}</p>
        </Tabs.Content>
        <Tabs.Content value="values" className="mt-6">
          <ul className="grid gap-4 md:grid-cols-3">
            {VALUES.map(({ title, text }) => (
              <li key={title} className="rounded-card bg-canvas p-5">
                <h3 className="font-semibold text-ink">{t(title)}</h3>
                <p className="mt-2 text-sm text-ink-muted">{t(text)}</p>
              </li>
            ))}
          </ul>
        </Tabs.Content>
      </Tabs.Root>
    </div>
  )
}
