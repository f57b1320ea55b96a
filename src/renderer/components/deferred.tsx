import { lazy, Suspense, type ComponentType, type ReactNode } from 'react'

/**
 * A component whose code loads when its screen allows it (after the screen's first rows), not on
 * the screen's way: until then, and while the code arrives, `standIn` shows in its place (a
 * disabled look-alike, so nothing typed is lost). Once any screen has asked for the code, later
 * ones show the real thing at once.
 */
export function deferred<P extends object>(
  load: () => Promise<ComponentType<P>>,
): (props: { allowed: boolean; standIn: ReactNode; props: P }) => ReactNode {
  let asked = false
  const Real = lazy(() => {
    asked = true
    return load().then((component) => ({ default: component }))
  })
  return function Deferred({ allowed, standIn, props }) {
    if (!allowed && !asked) return standIn
    return (
      <Suspense fallback={standIn}>
        <Real {...props} />
      </Suspense>
    )
  }
}
