import { useEffect, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { NavLink, useLocation } from 'react-router-dom'
import { useTranslation } from 'react-i18next'
import { Icon } from '../Icon'
import { useUser } from '../../app/session'
import { MAIN_MENU, OTHER_MENU, isCurrent, menuFor, type MenuItem } from '../menuItems'
import { useLeftMenu, useShellStore } from '../shellStore'
import { preloadScreen, preloadScreensWhenIdle } from '../../app/screenCode'
import { watchQuiet } from '../../hooks/useIdleAfter'

/**
 * The left menu: main items and the submenu "Other". Open shows labels, collapsed shows a rail
 * of icons. At 990 px and wider the state is remembered; narrower it opens over the screen.
 */
export function LeftMenu() {
  const { t } = useTranslation('shell')
  const { pathname } = useLocation()
  const menu = useLeftMenu()
  const user = useUser()
  const main = menuFor(MAIN_MENU, user)
  const other = menuFor(OTHER_MENU, user)
  const otherCurrent = other.some((item) => isCurrent(item, pathname))
  const [otherOpen, setOtherOpen] = useState(otherCurrent)
  const showOther = otherOpen || otherCurrent
  const closeOverlay = () => {
    if (!menu.wide) useShellStore.setState({ leftOpenNarrow: false })
  }

  usePreloadWhenIdle(main)

  const classes = ['left-menu', menu.open ? 'left-menu--open' : 'left-menu--rail']
  if (!menu.wide && menu.open) classes.push('left-menu--overlay')

  return (
    <nav id="left-menu" className={classes.join(' ')} aria-label={t('menu.label')}>
      <ul className="left-menu__list">
        {main.map((item) => (
          <MenuLink key={item.key} item={item} labelled={menu.open} onChosen={closeOverlay} />
        ))}
        <li>
          <button
            type="button"
            className="left-menu__link left-menu__toggle"
            aria-expanded={showOther}
            aria-controls="left-menu-other"
            title={menu.open ? undefined : t('menu.other')}
            aria-label={menu.open ? undefined : t('menu.other')}
            onClick={() => setOtherOpen(!showOther)}
          >
            <Icon name="more" />
            {menu.open && <span className="left-menu__label">{t('menu.other')}</span>}
            {menu.open && (
              <Icon
                name={showOther ? 'chevronDown' : 'chevronRight'}
                className="left-menu__chevron"
              />
            )}
          </button>
          {showOther && (
            <ul id="left-menu-other" className="left-menu__sub" aria-label={t('menu.other')}>
              {other.map((item) => (
                <MenuLink key={item.key} item={item} labelled={menu.open} onChosen={closeOverlay} />
              ))}
            </ul>
          )}
        </li>
      </ul>
    </nav>
  )
}

/**
 * The main items' screens are asked for while the app is idle, so the first visit to each during
 * the day does not wait on its files (a click on an item the pointer did not rest on, a shortcut,
 * a scan). "Other" is left to the pointer: seldom opened.
 */
function usePreloadWhenIdle(items: readonly MenuItem[]) {
  const queryClient = useQueryClient()
  const paths = items.map((item) => item.path).join(' ')
  useEffect(() => {
    const stop = new AbortController()
    const watch = watchQuiet(queryClient)
    void preloadScreensWhenIdle(paths.split(' ').filter(Boolean), watch.quietFor, stop.signal)
    return () => {
      stop.abort()
      watch.stop()
    }
  }, [paths, queryClient])
}

function MenuLink({
  item,
  labelled,
  onChosen,
}: {
  item: MenuItem
  labelled: boolean
  onChosen: () => void
}) {
  const { t } = useTranslation('shell')
  const label = t(`menu.${item.key}`)
  return (
    <li>
      <NavLink
        to={item.path}
        end={item.path === '/'}
        className="left-menu__link"
        title={labelled ? undefined : label}
        aria-label={labelled ? undefined : label}
        onClick={onChosen}
        // The screen's code is asked for as the pointer or the focus reaches the item, so the
        // click that usually follows finds it loaded.
        onPointerEnter={() => preloadScreen(item.path)}
        onFocus={() => preloadScreen(item.path)}
      >
        <Icon name={item.icon} />
        {labelled && <span className="left-menu__label">{label}</span>}
      </NavLink>
    </li>
  )
}
