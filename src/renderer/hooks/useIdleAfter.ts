import { useEffect, useState } from 'react'

/** The longest a busy page keeps deferred work waiting for an idle moment. */
const IDLE_TIMEOUT_MS = 1000

/**
 * False until `when` holds and the browser has then had an idle moment (or a second has passed):
 * for work that should follow a screen's first paint rather than compete with it. Once true it
 * stays true.
 */
export function useIdleAfter(when: boolean): boolean {
  const [idle, setIdle] = useState(false)
  useEffect(() => {
    if (idle || !when) return
    const done = () => setIdle(true)
    // Not in every engine (jsdom has none): a timer is near enough there.
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(done, { timeout: IDLE_TIMEOUT_MS })
      return () => window.cancelIdleCallback(handle)
    }
    const timer = setTimeout(done, 0)
    return () => clearTimeout(timer)
  }, [idle, when])
  return idle
}
