import {
  useCallback,
  useEffect,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
} from 'react'

/** A lazily loaded module whose default export is a component without props (a screen, a tab). */
export type ScreenModule = { default: ComponentType }

/** `deferred` over a module's default export: a screen or a panel tab. */
export function deferredModule(load: () => Promise<ScreenModule>) {
  return deferred<object>(async () => (await load()).default)
}

/** After a failed load (the server unreachable), how long until the code is asked for again. */
export const DEFERRED_RETRY_MS = 5000

/**
 * A component whose code loads when its screen allows it (after the screen's first rows and a
 * quiet moment), not on the screen's way: until then, and while the code arrives, `standIn`
 * shows in its place (a disabled look-alike, so nothing typed is lost). Once any screen has
 * asked for the code, later ones show the real thing as soon as it is there.
 *
 * When the code cannot be fetched (the server went down since the screen opened), the stand-in
 * stays and the code is asked for again every few seconds while a screen shows it: a control the
 * user has not reached yet must not take the screen down with it. A stand-in given as a function
 * is handed `retry`, which asks at once (a "try again" button).
 */
export function deferred<P extends object>(
  load: () => Promise<ComponentType<P>>,
): (props: {
  allowed: boolean
  standIn: ReactNode | ((retry: () => void) => ReactNode)
  props: P
}) => ReactNode {
  let Real: ComponentType<P> | null = null
  let inFlight: Promise<boolean> | null = null
  const listeners = new Set<() => void>()
  const subscribe = (listener: () => void) => {
    listeners.add(listener)
    return () => listeners.delete(listener)
  }
  /** Fetches the code once at a time; true when it is there. */
  const fetchCode = (): Promise<boolean> => {
    inFlight ??= load().then(
      (component) => {
        Real = component
        for (const listener of listeners) listener()
        return true
      },
      () => {
        inFlight = null
        return false
      },
    )
    return inFlight
  }

  return function Deferred({ allowed, standIn, props }) {
    const Loaded = useSyncExternalStore(subscribe, () => Real)
    const wanted = allowed || inFlight !== null
    // Each failed attempt bumps this, which schedules the next one.
    const [failures, setFailures] = useState(0)
    useEffect(() => {
      if (!wanted || Loaded) return
      let live = true
      const attempt = () =>
        void fetchCode().then((ok) => {
          if (!ok && live) setFailures((n) => n + 1)
        })
      if (failures === 0) {
        attempt()
        return () => {
          live = false
        }
      }
      const timer = window.setTimeout(attempt, DEFERRED_RETRY_MS)
      return () => {
        live = false
        window.clearTimeout(timer)
      }
    }, [wanted, Loaded, failures])
    // Back to no failures: the effect above asks at once (a no-op while an attempt is on).
    const retry = useCallback(() => setFailures(0), [])
    if (Loaded) return <Loaded {...props} />
    return typeof standIn === 'function' ? standIn(retry) : standIn
  }
}
