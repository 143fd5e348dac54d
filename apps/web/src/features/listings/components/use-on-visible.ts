import { useEffect, useRef } from 'react'

/**
 * Calls `onVisible` whenever the element comes within `margin` of the viewport. Takes the element
 * itself (from a callback ref), so an element that appears later, e.g. after loading, is watched.
 */
export function useOnVisible(element: Element | null, onVisible: () => void, margin = '600px') {
  const latest = useRef(onVisible)
  useEffect(() => {
    latest.current = onVisible
  })
  useEffect(() => {
    if (!element) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current()
      },
      { rootMargin: margin },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [element, margin])
}
