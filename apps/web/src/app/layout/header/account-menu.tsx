import { ChevronDown } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Avatar } from '../../../components/ui/avatar.tsx'
import { deferredMenu } from '../../../components/ui/deferred-menu.tsx'
import { useSession } from '../../../features/auth/index.ts'

const AccountDropdown = deferredMenu(async () => (await import('./account-dropdown.tsx')).AccountDropdown)

/** The signed-in profile chip and its menu. */
export function AccountMenu() {
  const { t } = useTranslation()
  const session = useSession()
  return (
    <AccountDropdown
      trigger={{
        className:
          'flex h-11 items-center gap-2 rounded-full border border-line-strong bg-surface py-1 pr-3 pl-1 hover:shadow-card',
        content: (
          <>
            <Avatar name={session.displayName} imageUrl={session.user?.profile_picture_url} />
            {/* Named by its words, not an aria-label, so the name holds the visible name. */}
            <span aria-hidden="true" className="max-w-40 truncate text-sm font-semibold text-ink">
              {session.displayName}
            </span>
            <span className="sr-only">{t('header.accountMenu', { name: session.displayName })}</span>
            <ChevronDown aria-hidden="true" className="size-4 text-ink-muted" />
          </>
        ),
      }}
    />
  )
}
