import * as DropdownMenu from '@radix-ui/react-dropdown-menu'
import { House, LayoutDashboard, LogOut, ShieldCheck } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import type { TDeferredMenuProps } from '../../../components/ui/deferred-menu.tsx'
import { MenuContent, menuItemClass } from '../../../components/ui/menu.tsx'
import { useSession, useSignOut } from '../../../features/auth/index.ts'
import { ROUTES } from '../../../lib/routes.ts'

/** The account menu itself (Radix), loaded by AccountMenu when first wanted. */
export function AccountDropdown({ trigger, defaultOpen }: TDeferredMenuProps) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const session = useSession()
  const { signOut } = useSignOut()
  return (
    <DropdownMenu.Root defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger aria-label={trigger.label} className={trigger.className}>
        {trigger.content}
      </DropdownMenu.Trigger>
      <MenuContent>
        <DropdownMenu.Item className={menuItemClass} onSelect={() => void navigate(session.panelPath)}>
          <LayoutDashboard aria-hidden="true" className="size-4" />
          {t('header.myPanel')}
        </DropdownMenu.Item>
        {session.panelPath === ROUTES.cohostPanel && (
          <DropdownMenu.Item className={menuItemClass} onSelect={() => void navigate(ROUTES.newListing)}>
            <House aria-hidden="true" className="size-4" />
            {t('listingForm.title')}
          </DropdownMenu.Item>
        )}
        {session.user?.user_type === 'admin' && (
          <DropdownMenu.Item className={menuItemClass} onSelect={() => void navigate(ROUTES.admin)}>
            <ShieldCheck aria-hidden="true" className="size-4" />
            {t('admin.title')}
          </DropdownMenu.Item>
        )}
        <DropdownMenu.Separator className="my-1 h-px bg-line" />
        <DropdownMenu.Item className={menuItemClass} onSelect={() => void signOut()}>
          <LogOut aria-hidden="true" className="size-4" />
          {t('header.logout')}
        </DropdownMenu.Item>
      </MenuContent>
    </DropdownMenu.Root>
  )
}
