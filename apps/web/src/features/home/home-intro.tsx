import { useTranslation } from 'react-i18next'

/** Home's heading: where and for how long, then what Demeure is (the intro from 640 px up). */
export function HomeIntro() {
  const { t } = useTranslation()
  return (
    <section className="page-container pt-6 lg:pt-8">
      <p className="text-sm font-semibold tracking-wide text-accent uppercase">{t('home.eyebrow')}</p>
      <h1 className="mt-1 text-3xl font-bold tracking-tight text-ink sm:text-5xl">{t('home.title')}</h1>
      <p className="mt-2 hidden max-w-3xl text-ink-muted sm:block sm:text-xl">{t('home.intro')}</p>
    </section>
  )
}
