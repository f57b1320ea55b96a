import type { ComponentType } from 'react'
import type { RightTab } from '@shared/prefs'
import { deferred } from '../../components/deferred'
import { PanelLoading } from './PanelState'

const tab = (load: () => Promise<{ default: ComponentType }>) =>
  deferred<object>(async () => (await load()).default)

/**
 * Each tab's code loads the first time it is opened, never with the app's entry. Until it is
 * there the panel says it is loading, and the rest of the window is drawn without waiting for
 * it; code that cannot be fetched is asked for again (see `deferred`).
 */
const TABS: Record<RightTab, ReturnType<typeof tab>> = {
  tasks: tab(() => import('./tasks/TasksTab')),
  tracking: tab(() => import('./tracking/TrackingTab')),
  cash: tab(() => import('./till/TillTab')),
  info: tab(() => import('./info/CheatSheetTab')),
}

export function PanelBody({ tab: name }: { tab: RightTab }) {
  const Tab = TABS[name]
  return <Tab allowed standIn={<PanelLoading />} props={{}} />
}
