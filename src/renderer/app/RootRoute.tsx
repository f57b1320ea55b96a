import { useEffect } from 'react'
import { Outlet, ScrollRestoration } from 'react-router-dom'
import { useBridge } from '../platform'
import { useGo } from '../hooks/useGo'
import { RecordWindowsProvider } from '../resources/record/RecordWindowsProvider'
import { useScrollRetry } from './useScrollRetry'

/**
 * The top of every route: scroll restore, navigation asked for by the desktop app, and the
 * record windows any screen may open.
 */
export function RootRoute() {
  const bridge = useBridge()
  // Not `useNavigate`: it would draw this route and the record windows' provider again on every
  // change of the router's state.
  const go = useGo()
  useScrollRetry()
  useEffect(() => bridge.app.onNavigate((route) => go(route)), [bridge, go])
  return (
    <RecordWindowsProvider>
      <Outlet />
      <ScrollRestoration />
    </RecordWindowsProvider>
  )
}
