import { useCallback, useContext } from 'react'
import { UNSAFE_NavigationContext } from 'react-router-dom'

/**
 * Goes to an absolute address (`/packing`, a search result's `/orders/12`). React Router's
 * `useNavigate` draws its component again whenever the router's state changes (a navigation
 * starting, its loaders ending), to resolve relative addresses; the shell's frame navigates but
 * shows no address, and with `useNavigate` every page turn drew the whole frame (top bar, menu,
 * panel, footer) twice. This reads only the router's navigator, which never changes.
 */
export function useGo(): (to: string, options?: { replace?: boolean }) => void {
  const { navigator } = useContext(UNSAFE_NavigationContext)
  return useCallback(
    (to, options) => (options?.replace ? navigator.replace(to) : navigator.push(to)),
    [navigator],
  )
}
