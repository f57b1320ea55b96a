import { useCallback, useEffect, useState, useSyncExternalStore } from 'react'
import { useQueryClient, type QueryClient } from '@tanstack/react-query'

/**
 * How long a screen must be left alone (no new page or filter drawn) before deferred code is
 * evaluated: a desk user turns pages right after a list appears, and evaluating some 200 KB of
 * picker code in the idle moment after a page (50 ms and more on a desk machine) landed on the
 * next click.
 */
export const QUIET_MS = 1500

/** The longest a busy page then keeps the deferred work waiting for an idle moment. */
const IDLE_TIMEOUT_MS = 1000

/**
 * False until `when` holds, the screen has then been quiet for `QUIET_MS` (`quietKey`, the
 * shown data's time, unchanged) and the browser has had an idle moment (or a second has
 * passed): for work that should follow a screen's first paint and the user's first clicks
 * rather than compete with them. Once true it stays true.
 */
export function useIdleAfter(when: boolean, quietKey: unknown = null): boolean {
  const [idle, setIdle] = useState(false)
  useEffect(() => {
    if (idle || !when) return
    const done = () => setIdle(true)
    let handle: number | undefined
    const quiet = window.setTimeout(() => {
      // Not in every engine (jsdom has none): the quiet time is near enough there.
      if (typeof window.requestIdleCallback === 'function') {
        handle = window.requestIdleCallback(done, { timeout: IDLE_TIMEOUT_MS })
      } else done()
    }, QUIET_MS)
    return () => {
      window.clearTimeout(quiet)
      if (handle !== undefined) window.cancelIdleCallback(handle)
    }
  }, [idle, when, quietKey])
  return idle
}

let idleSeen = false
let idleAsked = false
const idleWaiters = new Set<() => void>()

/** Runs `then` at the browser's next idle moment (or a second later, on a busy page). */
function whenIdle(then: () => void): void {
  // Not in every engine (jsdom has none): the next task is near enough there.
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(then, { timeout: IDLE_TIMEOUT_MS })
  } else window.setTimeout(then, 0)
}

/**
 * Once per page: waits for an idle moment with none of `client`'s queries fetching (the first
 * screen's data answered and handed to its screen), then tells every waiter.
 */
function askForIdle(client: QueryClient): void {
  if (idleAsked) return
  idleAsked = true
  const attempt = () => {
    if (client.isFetching() > 0) {
      // Tried again after the query cache's next change (a fetch answered, among others).
      const off = client.getQueryCache().subscribe(() => {
        off()
        whenIdle(attempt)
      })
      return
    }
    idleSeen = true
    for (const waiter of idleWaiters) waiter()
  }
  whenIdle(attempt)
}

/**
 * False until the window's first idle moment with no query fetching, after the first component
 * that asks was drawn, then true for the rest of the page's life: for the shell's own code that
 * the first screen does not show (a side panel's tab, the toasts' area), so it is fetched and
 * evaluated after the first screen's rows rather than beside them.
 */
export function useFirstIdle(): boolean {
  const client = useQueryClient()
  const subscribe = useCallback(
    (waiter: () => void) => {
      idleWaiters.add(waiter)
      askForIdle(client)
      return () => idleWaiters.delete(waiter)
    },
    [client],
  )
  return useSyncExternalStore(subscribe, () => idleSeen)
}
