import { CHAT_CHAR_DELAY_MS } from '@demeure/shared'
import { useEffect, useState } from 'react'
import { useMediaQuery } from '../../lib/use-media-query.ts'
import { typedLength } from './lib/typewriter.ts'

/**
 * How much of `text` to show: one more character every 20 ms while `isActive`, all of it
 * at once otherwise or when the reader prefers reduced motion. `onDone` runs when it is all shown.
 */
export function useTypewriter(text: string, isActive: boolean, onDone: () => void): string {
  const prefersReducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)')
  const isTyping = isActive && !prefersReducedMotion
  const [length, setLength] = useState(isTyping ? 0 : text.length)

  useEffect(() => {
    if (!isTyping) {
      setLength(text.length)
      if (isActive) onDone()
      return
    }
    // Counted from the start time rather than per tick: a throttled background tab catches up.
    const startedAt = performance.now()
    const timer = window.setInterval(() => {
      const shown = typedLength(performance.now() - startedAt, text.length, CHAT_CHAR_DELAY_MS)
      setLength(shown)
      if (shown >= text.length) {
        window.clearInterval(timer)
        onDone()
      }
    }, CHAT_CHAR_DELAY_MS)
    return () => window.clearInterval(timer)
  }, [isActive, isTyping, text, onDone])

  return text.slice(0, length)
}
