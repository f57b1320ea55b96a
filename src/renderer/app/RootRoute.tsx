import { useEffect } from 'react'
import { Outlet, ScrollRestoration, useNavigate } from 'react-router-dom'
import { useBridge } from '../platform'
import { RecordWindowsProvider } from '../resources/record/RecordWindowsProvider'
import { useScrollRetry } from './useScrollRetry'

/**
 * The top of every route: scroll restore, navigation asked for by the desktop app, and the
 * record windows any screen may open.
 */
export function RootRoute() {
  const bridge = useBridge()
  const navigate = useNavigate()
  useScrollRetry()
  useEffect(() => bridge.app.onNavigate((route) => void navigate(route)), [bridge, navigate])
  return (
    <RecordWindowsProvider>
      <Outlet />
      <ScrollRestoration />
    </RecordWindowsProvider>
  )
}
