import { useEffect, useRef, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router-dom'
import { RIGHT_TABS, type RightTab } from '@shared/prefs-choices'
import { Icon, type IconName } from '../Icon'
import { useInformerCount } from '../informers'
import { useRightPanel } from '../shellStore'
import { PanelBody } from './PanelBody'

const TAB_ICONS: Record<RightTab, IconName> = {
  info: 'info',
  tasks: 'check',
  tracking: 'truck',
  cash: 'cash',
}

/**
 * The right panel frame: four tabs, the chosen one and the open state remembered, collapsed
 * below 992 px, and switched to parcel tracking whenever the ready-TTN count grows.
 */
export function RightPanel() {
  // The address is read beside the panel, so a navigation does not re-render the open tab.
  return (
    <>
      <PanelParam />
      <PanelFrame />
    </>
  )
}

function PanelFrame() {
  const { t } = useTranslation('shell')
  const panel = useRightPanel()
  useTrackingSwitch(panel.setTab)
  const tabRefs = useRef<Partial<Record<RightTab, HTMLButtonElement | null>>>({})

  function onTabKey(event: KeyboardEvent<HTMLButtonElement>, index: number): void {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0
    const jump = event.key === 'Home' ? 0 : event.key === 'End' ? RIGHT_TABS.length - 1 : null
    if (!step && jump === null) return
    event.preventDefault()
    const next = RIGHT_TABS[jump ?? (index + step + RIGHT_TABS.length) % RIGHT_TABS.length]
    if (!next) return
    panel.setTab(next)
    tabRefs.current[next]?.focus()
  }

  if (!panel.open) {
    return (
      <aside className="right-panel right-panel--rail" aria-label={t('panel.label')}>
        <button
          type="button"
          className="right-panel__rail-button"
          aria-label={t('panel.expand')}
          title={t('panel.expand')}
          aria-expanded={false}
          onClick={() => panel.setOpen(true)}
        >
          <Icon name="chevronLeft" />
        </button>
        {RIGHT_TABS.map((tab) => (
          <button
            key={tab}
            type="button"
            className="right-panel__rail-button"
            aria-label={t('panel.open_tab', { tab: t(`panel.tabs.${tab}`) })}
            title={t(`panel.tabs.${tab}`)}
            aria-current={panel.tab === tab ? 'true' : undefined}
            onClick={() => {
              panel.setTab(tab)
              panel.setOpen(true)
            }}
          >
            <Icon name={TAB_ICONS[tab]} />
          </button>
        ))}
      </aside>
    )
  }

  return (
    <aside
      className={panel.wide ? 'right-panel' : 'right-panel right-panel--overlay'}
      aria-label={t('panel.label')}
    >
      <div className="right-panel__head">
        <div role="tablist" aria-label={t('panel.label')} className="right-panel__tabs">
          {RIGHT_TABS.map((tab, index) => (
            <button
              key={tab}
              ref={(el) => {
                tabRefs.current[tab] = el
              }}
              type="button"
              role="tab"
              id={`right-tab-${tab}`}
              aria-selected={panel.tab === tab}
              aria-controls="right-tabpanel"
              tabIndex={panel.tab === tab ? 0 : -1}
              className="right-panel__tab"
              title={t(`panel.tabs.${tab}`)}
              onClick={() => panel.setTab(tab)}
              onKeyDown={(e) => onTabKey(e, index)}
            >
              <Icon name={TAB_ICONS[tab]} />
              <span className="right-panel__tab-label">{t(`panel.tabs.${tab}`)}</span>
            </button>
          ))}
        </div>
      </div>
      <div
        id="right-tabpanel"
        role="tabpanel"
        aria-labelledby={`right-tab-${panel.tab}`}
        className="right-panel__body"
        tabIndex={0}
      >
        <div className="right-panel__title-row">
          <h2 className="right-panel__title">{t(`panel.tabs.${panel.tab}`)}</h2>
          <button
            type="button"
            className="right-panel__collapse"
            aria-label={t('panel.collapse')}
            title={t('panel.collapse')}
            aria-expanded={true}
            onClick={() => panel.setOpen(false)}
          >
            <Icon name="chevronRight" />
          </button>
        </div>
        <PanelBody tab={panel.tab} />
      </div>
    </aside>
  )
}

/** Spec section 4: any new ready-TTN count switches the panel to the tracking tab. */
function useTrackingSwitch(setTab: (tab: RightTab) => void): void {
  const ready = useInformerCount('ttns_ready')
  const previous = useRef<number | null>(null)
  useEffect(() => {
    if (ready === null) return
    if (previous.current !== null && ready > previous.current) setTab('tracking')
    previous.current = ready
  }, [ready, setTab])
}

/**
 * `?panel=tasks` (the new_tasks informer's link, a notification's route) opens that tab, once
 * per navigation: the user may switch away while the address still says it.
 */
function PanelParam() {
  const { setTab, setOpen } = useRightPanel()
  const location = useLocation()
  // The setters are new on every render: act once per navigation, not on every render.
  const handled = useRef<string | null>(null)
  useEffect(() => {
    if (handled.current === location.key) return
    handled.current = location.key
    const wanted = new URLSearchParams(location.search).get('panel')
    const tab = RIGHT_TABS.find((t) => t === wanted)
    if (!tab) return
    setTab(tab)
    setOpen(true)
  }, [location.key, location.search, setTab, setOpen])
  return null
}
