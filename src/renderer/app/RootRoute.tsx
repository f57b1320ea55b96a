import { useEffect } from 'react'
import { Outlet, ScrollRestoration, useNavigate } from 'react-router-dom'
import { useBridge } from '../platform'
import { useScrollRetry } from './useScrollRetry'

/** The top of every route: scroll restore, and navigation asked for by the desktop app. */
export function RootRoute() {
  const bridge = useBridge()
  const navigate = useNavigate()
  useScrollRetry()
  useEffect(() => bridge.app.onNavigate((route) => void navigate(route)), [bridge, navigate])
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  )
}
