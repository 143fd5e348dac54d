import { type ComponentType, lazy, type ReactNode, Suspense, useState } from 'react'

/**
 * What the menu button looks like and is called; the stand-in and the real trigger share it.
 * `label` only when the content has no words of its own: a name that leaves out the visible text
 * fails people who click by saying what they see.
 */
export type TMenuTrigger = { label?: string; className: string; content: ReactNode }

/** The props of the real menu: it renders `trigger` as its Radix trigger. */
export type TDeferredMenuProps = { trigger: TMenuTrigger; defaultOpen: boolean }

/**
 * A dropdown menu whose code loads when it is first wanted, not with the page: Radix's menu and
 * its positioning engine weigh about 16 KB gzip, which the first paint does not need (issue 4
 * budget). Until then a look-alike button stands in: pointing at it or focusing it fetches the
 * code, and a click opens the real menu as soon as that code is there.
 */
export function deferredMenu(load: () => Promise<ComponentType<TDeferredMenuProps>>) {
  const Menu = lazy(async () => ({ default: await load() }))

  return function DeferredMenu({ trigger }: { trigger: TMenuTrigger }) {
    const [isWanted, setIsWanted] = useState(false)
    const standIn = (
      <button
        type="button"
        aria-label={trigger.label}
        aria-haspopup="menu"
        aria-expanded={false}
        className={trigger.className}
        onPointerEnter={() => void load()}
        onFocus={() => void load()}
        onClick={() => setIsWanted(true)}
      >
        {trigger.content}
      </button>
    )
    if (!isWanted) return standIn
    return (
      <Suspense fallback={standIn}>
        <Menu trigger={trigger} defaultOpen />
      </Suspense>
    )
  }
}
