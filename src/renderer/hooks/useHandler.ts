import { useCallback, useLayoutEffect, useRef } from 'react'

/**
 * An event handler of one identity for the component's life that always runs the latest `fn`:
 * for the props of a memoized child (the list's table), which would otherwise draw again on
 * every render of its parent for a new closure. Only for handlers of events, never for
 * functions the child calls while drawing (those would see the last render's values).
 */
export function useHandler<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  const latest = useRef(fn)
  useLayoutEffect(() => {
    latest.current = fn
  })
  return useCallback((...args: A) => latest.current(...args), [])
}
