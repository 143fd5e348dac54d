import { type RefObject, useLayoutEffect } from 'react'
import { inputHeight } from '../features/chat/lib/input-height.ts'

/**
 * Keeps a message box as tall as its text up to `maxHeight`, scrolling beyond it. Measured after
 * every change of the text, typed or set (a sent message empties it, a failed one comes back).
 */
export function useGrowWithText(
  inputRef: RefObject<HTMLTextAreaElement | null>,
  text: string,
  maxHeight: number,
) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the height follows the text.
  useLayoutEffect(() => {
    const input = inputRef.current
    if (!input) return
    input.style.height = 'auto'
    const { height, isScrollable } = inputHeight(input.scrollHeight, maxHeight)
    input.style.height = `${height}px`
    input.style.overflowY = isScrollable ? 'auto' : 'hidden'
  }, [text, inputRef, maxHeight])
}
