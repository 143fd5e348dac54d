import { type RefObject, useCallback, useEffect, useRef } from 'react'

/** Within this distance of the end, the reader counts as following the conversation. */
const FOLLOW_THRESHOLD_PX = 80

/**
 * Keeps the scroll area at its end while its content grows (a new bubble, a reply typing out),
 * unless the reader has scrolled up to read something earlier. `follow()` (on sending) brings the
 * end back into view and resumes following.
 */
export function useStickToBottom(
  scrollRef: RefObject<HTMLElement | null>,
  contentRef: RefObject<HTMLElement | null>,
): () => void {
  const isFollowing = useRef(true)

  useEffect(() => {
    const scroller = scrollRef.current
    const content = contentRef.current
    if (!scroller || !content) return
    let lastTop = scroller.scrollTop
    const onScroll = () => {
      const top = scroller.scrollTop
      const distance = scroller.scrollHeight - top - scroller.clientHeight
      // Only a move up means the reader left the end: our own scroll down may land short of a
      // bottom that has grown since, and must not stop the following.
      if (distance <= FOLLOW_THRESHOLD_PX) isFollowing.current = true
      else if (top < lastTop) isFollowing.current = false
      lastTop = top
    }
    const observer = new ResizeObserver(() => {
      if (isFollowing.current) scroller.scrollTop = scroller.scrollHeight
    })
    scroller.addEventListener('scroll', onScroll, { passive: true })
    observer.observe(content)
    return () => {
      scroller.removeEventListener('scroll', onScroll)
      observer.disconnect()
    }
  }, [scrollRef, contentRef])

  return useCallback(() => {
    isFollowing.current = true
    const scroller = scrollRef.current
    if (scroller) scroller.scrollTop = scroller.scrollHeight
  }, [scrollRef])
}
