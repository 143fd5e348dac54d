import { useRef } from 'react'
import { useSearchParams } from 'react-router'

/**
 * useSearchParams for a page whose filters live in its URL, where each change builds on the one
 * before it even when the page has not rendered that one yet. React Router hands an updater the
 * params of the last render, so two filters changed in quick succession (a fast user, a busy
 * phone) kept only the second: a host who cleared the property and then picked a status got the
 * old property back. The params last written are kept until the router renders newer ones.
 */
export function useUrlFilters(): [
  URLSearchParams,
  (change: (params: URLSearchParams) => URLSearchParams) => void,
] {
  const [params, setParams] = useSearchParams()
  const rendered = useRef(params)
  const latest = useRef(params)
  // The router gives a new object only when the URL's query changes.
  if (rendered.current !== params) {
    rendered.current = params
    latest.current = params
  }
  const update = (change: (params: URLSearchParams) => URLSearchParams) => {
    latest.current = change(latest.current)
    setParams(latest.current, { replace: true })
  }
  return [params, update]
}
