import type { MouseEvent, ReactNode } from 'react'
import { useGo } from '../../hooks/useGo'

/** A click the app takes over: the main button, no key held, the link opening in place. */
function inPlaceClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return (
    event.button === 0 &&
    !event.defaultPrevented &&
    !event.metaKey &&
    !event.altKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    (!event.currentTarget.target || event.currentTarget.target === '_self')
  )
}

/**
 * A link to an absolute address inside the app (a list row's `/orders/12`), followed by the
 * router; a click with a key held or another button is the browser's, as for any link.
 * React Router's `Link` resolves its address against the current one and so draws again whenever
 * the address changes: every row's link drew on a page turn even where the table around it did
 * not. This one reads only the router's navigator (`useGo`), which never changes.
 */
export function GoLink({ to, children }: { to: string; children: ReactNode }) {
  const go = useGo()
  return (
    <a
      href={to}
      onClick={(event) => {
        if (!inPlaceClick(event)) return
        event.preventDefault()
        go(to)
      }}
    >
      {children}
    </a>
  )
}
