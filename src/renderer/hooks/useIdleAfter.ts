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

/**
 * How long the app's data must have been still (no query fetching, none asked for, answered or
 * let go, no save) before the shell's own later code loads: past a desk user's click right
 * after the first rows, which that code's evaluation would otherwise delay.
 */
export const FIRST_QUIET_MS = 500

/**
 * Watches `client` for activity: any change to the app's data (a fetch started or answered, a
 * screen's query taken up or let go, a save). `quietFor` is how long since the last one, 0
 * while a fetch or a save is under way; `stop` ends the watch.
 */
export function watchQuiet(client: QueryClient): { quietFor: () => number; stop: () => void } {
  let lastActivity = performance.now()
  const touch = () => {
    lastActivity = performance.now()
  }
  const unsubscribe = [
    client.getQueryCache().subscribe(touch),
    client.getMutationCache().subscribe(touch),
  ]
  return {
    quietFor: () =>
      client.isFetching() + client.isMutating() > 0 ? 0 : performance.now() - lastActivity,
    stop: () => {
      for (const off of unsubscribe) off()
    },
  }
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
 * Once per page: waits until `client`'s data has been still for `FIRST_QUIET_MS` and the
 * browser is idle, then tells every waiter.
 */
function askForIdle(client: QueryClient): void {
  if (idleAsked) return
  idleAsked = true
  const watch = watchQuiet(client)
  const attempt = () => {
    const quiet = watch.quietFor()
    if (quiet < FIRST_QUIET_MS) {
      window.setTimeout(() => whenIdle(attempt), FIRST_QUIET_MS - quiet)
      return
    }
    watch.stop()
    idleSeen = true
    for (const waiter of idleWaiters) waiter()
  }
  whenIdle(attempt)
}

/**
 * False until the app's data has been still for `FIRST_QUIET_MS` and the browser is idle, after
 * the first component that asks was drawn; then true for the rest of the page's life. For the
 * shell's own code that the first screen does not show (a side panel's tab, the toasts' area):
 * fetched and evaluated after the first screen's rows and the clicks that follow at once,
 * rather than beside them.
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
