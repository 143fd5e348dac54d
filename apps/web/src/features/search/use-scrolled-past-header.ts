import { useEffect, useState } from 'react'

/**
 * True once the page has scrolled past half of the site header's height: the moment the header
 * turns fixed, when the search bar shrinks.
 */
export function useScrolledPastHeader(): boolean {
  const [isPast, setIsPast] = useState(false)
  useEffect(() => {
    const update = () => {
      const header = document.querySelector('body header')
      setIsPast(window.scrollY > (header?.getBoundingClientRect().height ?? 0) / 2)
    }
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [])
  return isPast
}
