import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react'
import { useTranslation } from 'react-i18next'
import type { RightTab } from '@shared/prefs'
import { PanelLoading } from './PanelState'

/** Each tab's code loads the first time it is opened, never with the app's entry. */
const TABS: Partial<Record<RightTab, LazyExoticComponent<ComponentType>>> = {
  tasks: lazy(() => import('./tasks/TasksTab')),
  tracking: lazy(() => import('./tracking/TrackingTab')),
  cash: lazy(() => import('./till/TillTab')),
}

export function PanelBody({ tab }: { tab: RightTab }) {
  const { t } = useTranslation('shell')
  const Tab = TABS[tab]
  if (!Tab) return <p className="notice">{t('panel.pending')}</p>
  return (
    <Suspense fallback={<PanelLoading />}>
      <Tab />
    </Suspense>
  )
}
