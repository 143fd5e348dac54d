import { ChevronDown } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { deferredMenu } from '../../../components/ui/deferred-menu.tsx'
import { FlagIcon } from '../../../components/ui/flag-icon.tsx'
import { useLanguageSwitch } from '../../../features/account/index.ts'

const LanguageDropdown = deferredMenu(async () => (await import('./language-dropdown.tsx')).LanguageDropdown)

/** Desktop language dropdown with flags. */
export function LanguageMenu() {
  const { t } = useTranslation()
  const { language } = useLanguageSwitch()
  return (
    <LanguageDropdown
      trigger={{
        // The name starts with the visible code ("EN, language: English"), so voice control users
        // can say what they see (axe drops a parenthesized "(EN)" when it compares them).
        label: t('header.languageButton', {
          code: language.toUpperCase(),
          name: t(`languages.${language}`),
        }),
        className:
          'flex h-11 items-center gap-2 rounded-control px-3 text-sm font-semibold text-ink hover:bg-brand-soft',
        content: (
          <>
            <FlagIcon language={language} />
            <span aria-hidden="true">{language.toUpperCase()}</span>
            <ChevronDown aria-hidden="true" className="size-4 text-ink-muted" />
          </>
        ),
      }}
    />
  )
}
