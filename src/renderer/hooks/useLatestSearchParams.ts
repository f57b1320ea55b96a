import { useCallback, useLayoutEffect, useRef } from 'react'
import { useSearchParams, type NavigateOptions } from 'react-router-dom'

type Next = URLSearchParams | ((latest: URLSearchParams) => URLSearchParams)

/**
 * The address's parameters, and a setter whose function form builds on the last change asked
 * for, not on the address the screen last rendered. The router commits a new address in a
 * transition, which a busy machine renders after the next keystroke: two filters set in quick
 * succession (one date typed and Enter, then the other) would otherwise build the second on the
 * old address and lose the first. React Router's own function form reads the rendered address.
 */
export function useLatestSearchParams(): [
  URLSearchParams,
  (next: Next, options?: NavigateOptions) => void,
] {
  const [params, setSearch] = useSearchParams()
  const asked = useRef(params)
  // A new address (the change asked, Back, a link) is the base again.
  useLayoutEffect(() => {
    asked.current = params
  }, [params])
  const setParams = useCallback(
    (next: Next, options?: NavigateOptions) => {
      const value = typeof next === 'function' ? next(asked.current) : next
      asked.current = value
      setSearch(value, options)
    },
    [setSearch],
  )
  return [params, setParams]
}
