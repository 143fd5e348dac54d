import * as DropdownMenu from '@radix-ui/react-dropdown-menu'
import { useTranslation } from 'react-i18next'
import type { TDeferredMenuProps } from '../../../components/ui/deferred-menu.tsx'
import { useUnreadCounts } from '../../../lib/unread-counts.ts'
import { BellPanel } from './bell-panel.tsx'

/** The bell's menu itself (Radix), loaded by NotificationBell when first wanted. */
export function BellDropdown({ trigger, defaultOpen }: TDeferredMenuProps) {
  const { t } = useTranslation()
  const { notifications: unread } = useUnreadCounts()
  return (
    <DropdownMenu.Root defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger aria-label={trigger.label} className={trigger.className}>
        {trigger.content}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          collisionPadding={8}
          aria-label={t('notifications.title')}
          className="card z-50 flex max-h-[min(34rem,calc(100dvh-5rem))] w-[min(24rem,calc(100vw-1rem))] flex-col overflow-hidden shadow-raised"
        >
          <BellPanel hasUnread={unread > 0} />
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  )
}
