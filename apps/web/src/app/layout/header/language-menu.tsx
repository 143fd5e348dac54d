import { LANGUAGES, type TLanguage } from '@demeure/shared'
import * as DropdownMenu from '@radix-ui/react-dropdown-menu'
import { Check, ChevronDown } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { FlagIcon } from '../../../components/ui/flag-icon.tsx'
import { MenuContent, menuItemClass } from '../../../components/ui/menu.tsx'
import { useLanguageSwitch } from '../../../features/account/index.ts'

/** Desktop language dropdown with flags (spec §2 Header). */
export function LanguageMenu() {
  const { t } = useTranslation()
  const { language, switchTo } = useLanguageSwitch()
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        aria-label={`${t('header.language')}: ${t(`languages.${language}`)}`}
        className="flex h-11 items-center gap-2 rounded-control px-3 text-sm font-semibold text-ink hover:bg-brand-soft"
      >
        <FlagIcon language={language} />
        <span aria-hidden="true">{language.toUpperCase()}</span>
        <ChevronDown aria-hidden="true" className="size-4 text-ink-muted" />
      </DropdownMenu.Trigger>
      <MenuContent label={t('header.chooseLanguage')}>
        <DropdownMenu.RadioGroup value={language} onValueChange={(next) => void switchTo(next as TLanguage)}>
          {LANGUAGES.map((code) => (
            <DropdownMenu.RadioItem key={code} value={code} className={menuItemClass}>
              <FlagIcon language={code} />
              <span lang={code}>{t(`languages.${code}`)}</span>
              <DropdownMenu.ItemIndicator className="ml-auto">
                <Check aria-hidden="true" className="size-4 text-brand" />
              </DropdownMenu.ItemIndicator>
            </DropdownMenu.RadioItem>
          ))}
        </DropdownMenu.RadioGroup>
      </MenuContent>
    </DropdownMenu.Root>
  )
}
