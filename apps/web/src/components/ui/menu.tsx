import * as DropdownMenu from '@radix-ui/react-dropdown-menu'
import type { ReactNode } from 'react'

export const menuItemClass =
  'flex h-11 cursor-pointer select-none items-center gap-3 rounded-control px-3 text-sm font-medium text-ink ' +
  'outline-none data-[highlighted]:bg-brand-soft data-[highlighted]:text-brand-strong'

/** A dropdown panel with the product's look; Radix handles keyboard navigation and dismissal. */
export function MenuContent({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <DropdownMenu.Portal>
      <DropdownMenu.Content
        align="end"
        sideOffset={8}
        aria-label={label}
        className="card z-50 min-w-52 p-1.5 shadow-raised"
      >
        {children}
      </DropdownMenu.Content>
    </DropdownMenu.Portal>
  )
}
