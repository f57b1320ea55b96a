import type { RightTab } from '@shared/prefs'
import { deferredModule } from '../../components/deferred'
import { useFirstIdle } from '../../hooks/useIdleAfter'
import { PanelLoading } from './PanelState'

/**
 * Each tab's code loads the first time it is opened, never with the app's entry, and not before
 * the app's data has been still a moment (`useFirstIdle`): the tab open at start waits for the
 * first screen's rows and the clicks right after. Until it is there the panel says it is
 * loading, and the rest of the window is drawn without waiting for it; code that cannot be
 * fetched is asked for again (see `deferred`).
 */
const TABS: Record<RightTab, ReturnType<typeof deferredModule>> = {
  tasks: deferredModule(() => import('./tasks/TasksTab')),
  tracking: deferredModule(() => import('./tracking/TrackingTab')),
  cash: deferredModule(() => import('./till/TillTab')),
  info: deferredModule(() => import('./info/CheatSheetTab')),
}

export function PanelBody({ tab }: { tab: RightTab }) {
  const Tab = TABS[tab]
  const allowed = useFirstIdle()
  return <Tab allowed={allowed} standIn={<PanelLoading />} props={{}} />
}
