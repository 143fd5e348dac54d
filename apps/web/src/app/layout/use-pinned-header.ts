import { type RefObject, useEffect, useState } from 'react'

/** True once the page has scrolled past half of the header's height. */
export function usePinnedHeader(headerRef: RefObject<HTMLElement | null>, isEnabled: boolean): boolean {
  const [isPinned, setIsPinned] = useState(false)
  useEffect(() => {
    if (!isEnabled) {
      setIsPinned(false)
      return
    }
    const update = () => setIsPinned(window.scrollY > (headerRef.current?.offsetHeight ?? 0) / 2)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [headerRef, isEnabled])
  return isPinned
}
