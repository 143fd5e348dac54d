import { LANGUAGES, type TLanguage } from '@demeure/shared/zod-free'
import * as DropdownMenu from '@radix-ui/react-dropdown-menu'
import { Check } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { TDeferredMenuProps } from '../../../components/ui/deferred-menu.tsx'
import { FlagIcon } from '../../../components/ui/flag-icon.tsx'
import { MenuContent, menuItemClass } from '../../../components/ui/menu.tsx'
import { useLanguageSwitch } from '../../../features/account/index.ts'

/** The language menu itself (Radix), loaded by LanguageMenu when first wanted. */
export function LanguageDropdown({ trigger, defaultOpen }: TDeferredMenuProps) {
  const { t } = useTranslation()
  const { language, switchTo } = useLanguageSwitch()
  return (
    <DropdownMenu.Root defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger aria-label={trigger.label} className={trigger.className}>
        {trigger.content}
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
