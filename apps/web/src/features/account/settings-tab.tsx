import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { PanelPage } from '../../components/ui/panel-page.tsx'
import { ChangePasswordForm } from './components/change-password-form.tsx'
import { LanguageSettings } from './components/language-settings.tsx'
import { YourData } from './components/your-data.tsx'

function SettingsCard({
  id,
  title,
  intro,
  children,
}: {
  id: string
  title: string
  intro: string
  children: ReactNode
}) {
  return (
    <section aria-labelledby={id} className="card p-5 sm:p-8">
      <h2 id={id} className="text-xl font-semibold text-ink">
        {title}
      </h2>
      <p className="mt-1 mb-6 text-sm text-ink-muted">{intro}</p>
      {children}
    </section>
  )
}

export function SettingsTab() {
  const { t } = useTranslation()
  return (
    <PanelPage title={t('settings.title')}>
      <SettingsCard
        id="settings-password"
        title={t('settings.passwordTitle')}
        intro={t('settings.passwordIntro')}
      >
        <ChangePasswordForm />
      </SettingsCard>
      <SettingsCard
        id="settings-language"
        title={t('settings.languageTitle')}
        intro={t('settings.languageIntro')}
      >
        <LanguageSettings />
      </SettingsCard>
      <SettingsCard id="settings-data" title={t('privacy.dataTitle')} intro={t('privacy.dataIntro')}>
        <YourData />
      </SettingsCard>
    </PanelPage>
  )
}
