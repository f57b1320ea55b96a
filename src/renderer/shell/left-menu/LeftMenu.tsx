import { useState } from 'react'
import { NavLink, useLocation } from 'react-router-dom'
import { useTranslation } from 'react-i18next'
import { Icon } from '../Icon'
import { useUser } from '../../app/session'
import { MAIN_MENU, OTHER_MENU, isCurrent, menuFor, type MenuItem } from '../menuItems'
import { useLeftMenu, useShellStore } from '../shellStore'
import { preloadScreen } from '../../app/screenCode'

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
