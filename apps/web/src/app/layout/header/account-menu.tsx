import * as DropdownMenu from '@radix-ui/react-dropdown-menu'
import { ChevronDown, House, LayoutDashboard, LogOut, ShieldCheck } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { Avatar } from '../../../components/ui/avatar.tsx'
import { MenuContent, menuItemClass } from '../../../components/ui/menu.tsx'
import { useSession, useSignOut } from '../../../features/auth/index.ts'
import { ROUTES } from '../../../lib/routes.ts'

/** The signed-in profile chip and its menu (spec §2 Header, desktop). */
export function AccountMenu() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const session = useSession()
  const { signOut } = useSignOut()
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        aria-label={t('header.accountMenu', { name: session.displayName })}
        className="flex h-11 items-center gap-2 rounded-full border border-line-strong bg-surface py-1 pr-3 pl-1 hover:shadow-card"
      >
        <Avatar name={session.displayName} imageUrl={session.user?.profile_picture_url} />
        <span className="max-w-40 truncate text-sm font-semibold text-ink">{session.displayName}</span>
        <ChevronDown aria-hidden="true" className="size-4 text-ink-muted" />
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
