import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react'
import type { RightTab } from '@shared/prefs'
import { PanelLoading } from './PanelState'

/** Each tab's code loads the first time it is opened, never with the app's entry. */
const TABS: Record<RightTab, LazyExoticComponent<ComponentType>> = {
  tasks: lazy(() => import('./tasks/TasksTab')),
  tracking: lazy(() => import('./tracking/TrackingTab')),
  cash: lazy(() => import('./till/TillTab')),
  info: lazy(() => import('./info/CheatSheetTab')),
}

export function PanelBody({ tab }: { tab: RightTab }) {
  const Tab = TABS[tab]
  return (
    <Suspense fallback={<PanelLoading />}>
      <Tab />
    </Suspense>
  )
}
