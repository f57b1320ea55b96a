import { Link, NavLink } from 'react-router-dom'
import { useTranslation } from 'react-i18next'
import { Icon } from '../Icon'
import { useUser } from '../../app/session'
import { QUICK_MENU, menuFor } from '../menuItems'
import { useLeftMenu } from '../shellStore'
import { GlobalSearch } from '../search/GlobalSearch'
import { NewOrdersBadge } from './NewOrdersBadge'
import { InformersBell } from './InformersBell'
import { FastLinks } from './FastLinks'
import { LanguageSwitch } from './LanguageSwitch'
import { ThemeSwitch } from './ThemeSwitch'
import { UserMenu } from './UserMenu'
import './top-bar.css'

export function TopBar() {
  const { t } = useTranslation('shell')
  const menu = useLeftMenu()
  const user = useUser()
  return (
    <header className="topbar">
      <button
        type="button"
        className="topbar__button"
        aria-label={menu.open ? t('menu.collapse') : t('menu.expand')}
        title={menu.open ? t('menu.collapse') : t('menu.expand')}
        aria-expanded={menu.open}
        aria-controls="left-menu"
        onClick={menu.toggle}
      >
        <Icon name="menu" />
      </button>
      <Link to="/" className="topbar__brand">
        <span className="brand-mark" aria-hidden="true">
          B
        </span>
        <span className="topbar__brand-name">{t('app_short')}</span>
      </Link>
      <nav className="quick-menu" aria-label={t('quick_menu')}>
        {menuFor(QUICK_MENU, user).map((item) => (
          <NavLink
            key={item.key}
            to={item.path}
            end={item.path === '/'}
            className="quick-menu__link"
            aria-label={t(`menu.${item.key}`)}
            title={t(`menu.${item.key}`)}
          >
            <Icon name={item.icon} />
            <span className="quick-menu__label">{t(`menu.${item.key}`)}</span>
          </NavLink>
        ))}
      </nav>
      <GlobalSearch />
      <div className="topbar__tools">
        <NewOrdersBadge />
        <InformersBell />
        <FastLinks />
        <LanguageSwitch />
        <ThemeSwitch />
        <UserMenu />
      </div>
    </header>
  )
}
