import { Suspense, lazy, useCallback, useEffect, useState, type MouseEvent } from 'react'
import { Outlet, useLocation } from 'react-router-dom'
import { useTranslation } from 'react-i18next'
import { RequireSession } from '../RequireSession'
import { TopBar } from '../../shell/top-bar/TopBar'
import { LeftMenu } from '../../shell/left-menu/LeftMenu'
import { RightPanel } from '../../shell/right-panel/RightPanel'
import { Footer } from '../../shell/Footer'
import { InformersSync } from '../../shell/informers'
import { ConnectionBanner } from '../../shell/ConnectionBanner'
import { UpdateBanner } from '../../shell/UpdateBanner'
import { useHelpShortcut, usePackingShortcut, useShortcuts } from '../../shell/useShortcuts'
import { MAIN_MENU, OTHER_MENU, isCurrent } from '../../shell/menuItems'
import { useCloseOverlaysOnEscape } from '../../shell/shellStore'
import { useGo } from '../../hooks/useGo'
import { useFocusHeadingOnNavigate } from '../../shell/useFocusHeading'
import '../../shell/shell.css'

const ShortcutsSheet = lazy(() => import('../../shell/shortcuts/ShortcutsSheet'))

/** Spec section 1: top bar, left menu, the screen, the right panel, the footer. */
export function MainLayout() {
  return (
    <RequireSession>
      <Shell />
    </RequireSession>
  )
}

/**
 * The frame around the screens. It reads no address and no router state itself (it navigates
 * with `useGo`), so a navigation re-renders the screen and what shows the address (the menu's
 * current item, the title), not the whole shell.
 */
function Shell() {
  const { t } = useTranslation('shell')
  useShortcuts()
  const go = useGo()
  usePackingShortcut(useCallback(() => go('/packing'), [go]))
  const [sheet, setSheet] = useState(false)
  useHelpShortcut(useCallback(() => setSheet(true), []))
  useCloseOverlaysOnEscape()
  return (
    <div className="shell">
      {/* The document's base is `/`: a bare #hash link would load the home screen. */}
      <a className="skip-link" href="#main-content" onClick={skipToMain}>
        {t('skip_to_content')}
      </a>
      <WindowTitle />
      <InformersSync />
      <TopBar />
      <ConnectionBanner />
      <UpdateBanner />
      <div className="shell__body">
        <LeftMenu />
        <main id="main-content" className="shell__main" tabIndex={-1}>
          <Outlet />
        </main>
        <RightPanel />
      </div>
      <Footer />
      {sheet && (
        <Suspense fallback={null}>
          <ShortcutsSheet onClose={() => setSheet(false)} />
        </Suspense>
      )}
    </div>
  )
}

function skipToMain(event: MouseEvent<HTMLAnchorElement>): void {
  event.preventDefault()
  document.getElementById('main-content')?.focus()
}

/** The window title names the section, so the taskbar and history tell screens apart. */
function WindowTitle() {
  const { t } = useTranslation('shell')
  const { pathname } = useLocation()
  useFocusHeadingOnNavigate()
  useEffect(() => {
    const item = [...MAIN_MENU, ...OTHER_MENU].find((i) => isCurrent(i, pathname))
    if (item) document.title = `${t(`menu.${item.key}`)} · ${t('app_name')}`
  }, [pathname, t])
  return null
}
