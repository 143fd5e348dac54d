import { useEffect, useMemo, useRef } from 'react'
import { debounce } from './lib/debounce.ts'

/**
 * A stable debounced version of `fn` that always calls its latest version. A call still pending
 * when the control goes away (e.g. a dropdown closed right after a change) is made, not lost.
 */
export function useDebouncedCallback<TArgs extends unknown[]>(fn: (...args: TArgs) => void, ms: number) {
  const latest = useRef(fn)
  useEffect(() => {
    latest.current = fn
  })
  const debounced = useMemo(() => debounce((...args: TArgs) => latest.current(...args), ms), [ms])
  useEffect(() => debounced.flush, [debounced])
  return debounced
}
