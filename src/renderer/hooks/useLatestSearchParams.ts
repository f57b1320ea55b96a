import { useCallback, useLayoutEffect, useMemo, useRef } from 'react'
import { useLocation } from 'react-router-dom'
import { useGo } from './useGo'

type Next = URLSearchParams | ((latest: URLSearchParams) => URLSearchParams)

/**
 * The address's parameters, and a setter whose function form builds on the last change asked
 * for, not on the address the screen last rendered. The router commits a new address in a
 * transition, which a busy machine renders after the next keystroke: two filters set in quick
 * succession (one date typed and Enter, then the other) would otherwise build the second on the
 * old address and lose the first. React Router's own function form reads the rendered address.
 *
 * It reads the address and goes with `useGo`, not React Router's `useSearchParams`:
 * that one re-renders its screen on every change of the router's state, so a list drew all its
 * rows again when a navigation merely started (a page turn, a menu click away from it).
 */
export function useLatestSearchParams(): [
  URLSearchParams,
  (next: Next, options?: { replace?: boolean }) => void,
] {
  const { pathname, search } = useLocation()
  const go = useGo()
  const params = useMemo(() => new URLSearchParams(search), [search])
  const asked = useRef(params)
  const path = useRef(pathname)
  // A new address (the change asked, Back, a link) is the base again.
  useLayoutEffect(() => {
    asked.current = params
    path.current = pathname
  }, [params, pathname])
  const setParams = useCallback(
    (next: Next, options?: { replace?: boolean }) => {
      const value = typeof next === 'function' ? next(asked.current) : next
      asked.current = value
      const query = value.toString()
      go(query ? `${path.current}?${query}` : path.current, options)
    },
    [go],
  )
  return [params, setParams]
}
